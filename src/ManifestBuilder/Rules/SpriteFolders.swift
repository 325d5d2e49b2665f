/// Which species each img.pokemondb.net sprite folder holds: a folder made for generation N has every species up to
/// that generation's last national number, except FireRed/LeafGreen's, which is believed to hold only the Kanto 151
/// (the games drew the others like Ruby/Sapphire/Emerald did). A later game's folder is taken to hold the species of
/// that game (each later game lists only species up to its folder's number here), and `home` (Pokémon HOME's
/// renders) every species. The folder names are those public code uses with the host (README, Sprites).
enum SpriteFolders {
    static let highestSpecies: [String: Int] = [
        "red-blue": 151, "yellow": 151,
        "gold": 251, "silver": 251, "crystal": 251,
        "ruby-sapphire": 386, "emerald": 386, "firered-leafgreen": 151,
        "diamond-pearl": 493, "platinum": 493, "heartgold-soulsilver": 493,
        "black-white": 649,
        "x-y": 721, "sun-moon": 802, "ultra-sun-ultra-moon": 807, "lets-go-pikachu-eevee": 809,
        "sword-shield": 898, "brilliant-diamond-shining-pearl": 493, "legends-arceus": 905, "scarlet-violet": 1025,
        home: 1025,
    ]

    /// Pokémon HOME's renders: every species, the folder of the National Dex and of Legends: Z-A, whose own folder
    /// no public code names.
    static let home = "home"

    /// Folders to fall back on, oldest generation first, so a sprite stays in the style of the game's era.
    private static let fallbacks: [(folder: String, generation: Int)] = [
        ("crystal", 2), ("emerald", 3), ("heartgold-soulsilver", 4), ("black-white", 5),
        ("x-y", 6), ("ultra-sun-ultra-moon", 7), (home, 9),
    ]

    /// nil when the game's own folder has the sprite (the downloader then uses the game's `spriteFolder`);
    /// otherwise the fallback folder of the game's generation, or the nearest later one, that holds it: Entei in
    /// FireRed → `["emerald"]`. The game's own folder is left out, since it is known to lack the sprite and each
    /// 404 costs a request.
    static func folders(for dexNumber: Int, gameFolder: String, generation: Int) -> [String]? {
        if dexNumber <= highestSpecies[gameFolder, default: 0] { return nil }
        return
            fallbacks
            .first { $0.generation >= generation && dexNumber <= highestSpecies[$0.folder, default: 0] }
            .map { [$0.folder] }
    }
}
