/// The encounter rows of one species in one version that share a place, a method and what they require,
/// summed up: the unit a note describes ("Route 29 (walking, night)").
struct EncounterGroup {
    struct Key: Hashable, Comparable {
        let species: Int
        let locationArea: Int
        let method: Int
        /// The starter an encounter is tied to (`starter-bulbasaur` → "bulbasaur"), if any.
        let starter: String?
        let requirement: Requirement
        let isExternal: Bool
    }

    /// Species that must be obtainable first: each inner list is "one of these" (an in-game trade's wanted
    /// Pokémon), and every inner list must be met (Regigigas needs Regirock, Regice and Registeel in the party).
    struct Requirement: Hashable {
        var allOf: [[Int]] = []
    }

    let key: Key
    var species: Int { key.species }
    var rarity: Int
    var minLevel: Int
    var maxLevel: Int = 0
    /// The condition values of the rows, e.g. `time-night`, merged over the rows.
    var conditionValues: Set<Int>
    /// The `source` of the correction that added or changed this group (Resources/corrections.json).
    var source: String? = nil
    /// Why an event-only correction took this group out of the game ("Altering Cave's Mystery Gift event, …").
    var eventReason: String? = nil
    /// Set when that event was given out (Black's Zorua for an event Celebi), not for one never distributed.
    var isDistributedEvent = false
    /// Set for a gift drawn at random (Crystal's Odd Egg): its words, shown instead of the method.
    var randomLabel: String? = nil
    /// The varieties met (pokemon.csv ids: Meowth and `meowth-galar` on one route of Sword); empty for an encounter a
    /// correction adds, which meets the species' default variety.
    var varieties: Set<Int> = []
    /// The forms met (pokemon_forms.csv ids: Unown B in Monean Chamber, East Sea Shellos on Route 213) where a source
    /// tells the forms of one variety apart; empty where none does.
    var forms: Set<Int> = []
}

extension EncounterGroup {
    /// The method identifiers of encounters that need another game or an event, not this version alone.
    static let externalMethods: Set<String> = [
        "colosseum-bonus-disc-us", "colosseum-bonus-disc-jpn", "pokemon-channel-pal", "pokemon-ranger",
        "pokemon-battle-revolution", "new-york-pokecenter-wish-eggs", "snag", "snag-rematch", "pokespot",
    ]

    /// Condition values that need another cartridge (DS dual-slot), a re-release, or an event Pokémon.
    static let externalConditions: Set<String> = [
        "slot2-ruby", "slot2-sapphire", "slot2-emerald", "slot2-firered", "slot2-leafgreen",
        "other-virtual-console", "other-event-arceus-in-party",
        // X/Y's Friend Safari needs other players' friend codes; Magearna needs an event's QR code; Sword/Shield's
        // gift Pikachu and Eevee need a Let's Go save.
        "friend-safari-slot-1", "friend-safari-slot-2", "friend-safari-slot-3", "other-scan-qr-code",
        "save-data-from-lets-go-pikachu", "save-data-from-lets-go-eevee",
    ]

    /// Places reachable only with an item that was given out at events, and that item.
    static let eventLocations: [String: String] = [
        "navel-rock": "Mystic Ticket", "birth-island": "Aurora Ticket", "faraway-island": "Old Sea Map",
        "southern-island": "Eon Ticket", "flower-paradise": "Oak’s Letter", "newmoon-island": "Member Card",
        "sinnoh-hall-of-origin-1": "Azure Flute", "sinnoh-hall-of-origin-2": "Azure Flute",
        "liberty-garden": "Liberty Pass",
    ]

    /// The event item that opens the place of this group, if any.
    func eventItem(data: PokeAPIData) -> String? {
        data.locationAreas[key.locationArea]
            .flatMap { data.locationIdentifiers[$0.location] }
            .flatMap { Self.eventLocations[$0] }
    }

    /// An encounter a player could have had through an event given out at the time (an event item's place, an event
    /// Pokémon's gift): its species is then an entry of the class event in the game, never left out of it.
    func isEventGift(data: PokeAPIData) -> Bool {
        key.isExternal && (isDistributedEvent || eventItem(data: data) != nil)
    }

    /// Party requirements spelled out in a condition's identifier: each inner list is "one of these".
    static let partyRequirements: [String: [[String]]] = [
        "other-regirock-regice-registeel-in-party": [["regirock"], ["regice"], ["registeel"]],
        "other-castform-in-party": [["castform"]],
        "other-tornadus-thundurus-in-party": [["tornadus"], ["thundurus"]],
        "other-reshiram-zekrom-in-party": [["reshiram"], ["zekrom"]],
        "other-dialga-palkia-in-party": [["dialga"], ["palkia"]],
        "other-dialga-or-palkia-in-party": [["dialga", "palkia"]],
        "other-uxie-mesprit-azelf-in-party": [["uxie"], ["mesprit"], ["azelf"]],
        "other-groudon-kyogre-in-party": [["groudon"], ["kyogre"]],
        "other-raikou-entei-in-party": [["raikou"], ["entei"]],
        "other-regirock-regice-registeel-regieleki-regidrago-in-party":
            [["regirock"], ["regice"], ["registeel"], ["regieleki"], ["regidrago"]],
    ]

    /// Groups every encounter of `version`, in a stable order (by species, then place, method and requirement).
    static func groups(in version: Int, data: PokeAPIData) throws -> [EncounterGroup] {
        var speciesByIdentifier: [String: Int] = [:]
        for species in data.species.values { speciesByIdentifier[species.identifier] = species.id }
        func speciesId(_ identifier: String, condition: String) throws -> Int {
            // An in-game trade may ask for a form (`trade-meowth-galar`).
            guard let id = speciesByIdentifier[identifier] ?? data.pokemonIdentifiers[identifier] else {
                throw ManifestBuildError.missingData("a species '\(identifier)' named by the encounter condition '\(condition)'")
            }
            return id
        }

        // Generation 6 opened the event places of the earlier games (Omega Ruby's Southern Island) to every player.
        let generation = data.versions[version].flatMap { data.versionGroups[$0.versionGroup]?.generation } ?? 0
        let eventLocations = generation < 6 ? Self.eventLocations : [:]
        var groups: [Key: EncounterGroup] = [:]
        for encounter in data.encounters where encounter.version == version {
            guard let slot = data.encounterSlots[encounter.slot], let method = data.encounterMethods[slot.method] else {
                throw ManifestBuildError.missingData("encounter slot \(encounter.slot) or its method (encounter \(encounter.id))")
            }
            let valueIds = data.encounterConditions[encounter.id] ?? []
            var starter: String?
            var requirement = Requirement()
            let location = data.locationAreas[encounter.locationArea].flatMap { data.locationIdentifiers[$0.location] }
            var isExternal = externalMethods.contains(method) || location.map { eventLocations[$0] != nil } == true
            for valueId in valueIds.sorted() {
                guard let value = data.conditionValues[valueId] else {
                    throw ManifestBuildError.missingData("encounter condition value \(valueId) (encounter \(encounter.id))")
                }
                if externalConditions.contains(value.identifier) { isExternal = true }
                switch value.condition {
                case "starter":
                    starter = String(value.identifier.dropFirst("starter-".count))
                case "trade":
                    let wanted = value.identifier.dropFirst("trade-".count).split(separator: "-or-")
                    requirement.allOf.append(try wanted.map { try speciesId(String($0), condition: value.identifier) })
                default:
                    if let party = partyRequirements[value.identifier] {
                        for anyOf in party {
                            requirement.allOf.append(try anyOf.map { try speciesId($0, condition: value.identifier) })
                        }
                    }
                }
            }
            let key = Key(
                species: encounter.species, locationArea: encounter.locationArea, method: slot.method,
                starter: starter, requirement: requirement, isExternal: isExternal)
            groups[key, default: EncounterGroup(key: key, rarity: 0, minLevel: encounter.minLevel, conditionValues: [])]
                .add(
                    rarity: slot.rarity, minLevel: encounter.minLevel, maxLevel: encounter.maxLevel, conditionValues: valueIds,
                    variety: encounter.pokemon)
        }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    private mutating func add(rarity: Int, minLevel: Int, maxLevel: Int, conditionValues values: [Int], variety: Int) {
        varieties.insert(variety)
        self.rarity += rarity
        self.minLevel = min(self.minLevel, minLevel)
        self.maxLevel = max(self.maxLevel, maxLevel)
        conditionValues.formUnion(values)
    }
}

extension EncounterGroup.Key {
    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.species, lhs.locationArea, lhs.method, lhs.starter ?? "", lhs.requirement.description, lhs.isExternal ? 1 : 0)
            < (rhs.species, rhs.locationArea, rhs.method, rhs.starter ?? "", rhs.requirement.description, rhs.isExternal ? 1 : 0)
    }
}

extension EncounterGroup.Requirement: CustomStringConvertible {
    var description: String { allOf.map { $0.map(String.init).joined(separator: "|") }.joined(separator: "&") }
}
