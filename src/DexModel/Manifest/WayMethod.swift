/// Words for a way's method.
public enum WayMethod {
    private static let words: [String: String] = [
        "walk": "walking", "surf": "surfing", "old-rod": "Old Rod", "good-rod": "Good Rod", "super-rod": "Super Rod",
        "rock-smash": "Rock Smash", "headbutt": "Headbutt", "headbutt-low": "Headbutt", "headbutt-normal": "Headbutt",
        "headbutt-high": "Headbutt", "gift": "gift", "gift-egg": "egg", "static": "static encounter",
        "npc-trade": "in-game trade", "roaming-grass": "roaming in grass", "roaming-water": "roaming on water",
        "evolution": "evolution", "breeding": "breeding", "trade-evolution": "evolution by link trade",
        "dark-grass": "dark grass", "grass-spots": "rustling grass", "cave-spots": "dust clouds",
        "bridge-spots": "bridge shadows", "surf-spots": "surfing, rippling water",
        "super-rod-spots": "Super Rod, rippling water", "honey-tree": "Honey tree", "hidden-grotto": "Hidden Grotto",
        "pokeflute": "Poké Flute", "squirt-bottle": "Squirt Bottle", "wailmer-pail": "Wailmer Pail",
        "seaweed": "diving on seaweed", "yellow-flowers": "yellow flowers", "purple-flowers": "purple flowers",
        "red-flowers": "red flowers", "rough-terrain": "rough terrain", "devon-scope": "Devon Scope",
        "feebas-tile-fishing": "fishing on a Feebas tile", "tera-raid": "Tera Raid Battle",
        "space-time-distortion": "space-time distortion", "mass-outbreak": "mass outbreak",
        "island-scan": "Island Scan", "sos": "SOS call", "bubbling-spots": "fishing in bubbling water",
        "sos-from-bubbling-spot": "SOS call while fishing in bubbling water", "berry-trees": "Berry tree",
        "overworld": "visible on land", "overworld-water": "visible on water", "overworld-flying": "visible in the sky",
        "overworld-special": "rare spawn on land", "overworld-flying-special": "rare spawn in the sky",
        "overworld-water-special": "rare spawn on water", "horde": "horde", "overworld-dirt": "coming out of the ground",
        "wanderer": "wandering", "wanderer-water": "wandering on water", "chase-water": "chasing you on water",
        "dynamax-adventure": "Dynamax Adventure", "max-raid": "Max Raid Battle",
        "trash-can-ambush": "ambush from a trash can", "rustling-bush-ambush": "ambush from a rustling bush",
        "ceiling-ambush": "ambush from the ceiling", "ground-ambush": "ambush from the ground",
        "sky-ambush": "ambush from the sky", "tall-grass": "tall grass", "dexnav": "DexNav",
    ]

    public static func words(_ method: String) -> String { words[method] ?? method.replacing("-", with: " ") }

    /// The words for a method this table knows; nil for one it does not (the manifest generator then uses the tables' prose).
    public static func knownWords(_ method: String) -> String? { words[method] }

    private static let order = ["walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "headbutt"]

    /// Walking, surfing, the rods, Rock Smash and Headbutt first, in that order; then the rest by name.
    package static func rank(_ method: String) -> Int { order.firstIndex(of: method) ?? order.count }
}
