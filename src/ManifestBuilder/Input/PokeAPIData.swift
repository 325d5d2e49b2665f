/// The parts of the PokeAPI tables the manifest is built from, keyed by PokeAPI ids, English text only.
struct PokeAPIData {
    struct Species {
        let id: Int
        let identifier: String
        let generation: Int
        let evolvesFrom: Int?
        let evolutionChain: Int
        let genderRate: Int
        let isBaby: Bool
        let isLegendary: Bool
        let isMythical: Bool
    }

    struct VersionGroup {
        let id: Int
        let identifier: String
        let generation: Int
        let order: Int
    }

    struct Version {
        let id: Int
        let identifier: String
        let versionGroup: Int
    }

    struct EncounterSlot {
        let method: Int
        let rarity: Int
    }

    struct Encounter {
        let id: Int
        let version: Int
        let locationArea: Int
        let slot: Int
        let species: Int
        let minLevel: Int
        let maxLevel: Int
    }

    struct LocationArea {
        let location: Int
        let identifier: String
    }

    struct ConditionValue {
        let identifier: String
        let condition: String
        let isDefault: Bool
    }

    /// One way a species evolves (a row of pokemon_evolution.csv).
    struct Evolution {
        let id: Int
        let species: Int
        let trigger: String
        let versionGroup: Int?
        let triggerItem: Int?
        let minimumLevel: Int?
        let gender: Int?
        let location: Int?
        let heldItem: Int?
        let timeOfDay: String
        let knownMove: Int?
        let minimumHappiness: Int?
        let minimumBeauty: Int?
        let relativePhysicalStats: Int?
        let partySpecies: Int?
        let tradeSpecies: Int?
        let region: Int?
        let baseForm: Int?
    }

    var species: [Int: Species] = [:]
    var speciesNames: [Int: String] = [:]
    /// pokemon.csv id (a form or variety) → species id.
    var pokemonSpecies: [Int: Int] = [:]
    /// pokemon.csv identifier (a form: `meowth-galar`) → species id.
    var pokemonIdentifiers: [String: Int] = [:]
    var defaultPokemon: Set<Int> = []
    var versions: [Int: Version] = [:]
    var versionNames: [Int: String] = [:]
    var versionGroups: [Int: VersionGroup] = [:]
    var versionGroupRegions: [Int: Set<Int>] = [:]
    var pokedexIdentifiers: [Int: String] = [:]
    var pokedexRegions: [Int: Int] = [:]
    var pokedexesOfVersionGroup: [Int: [Int]] = [:]
    /// pokedex id → species id → number in that dex.
    var dexNumbers: [Int: [Int: Int]] = [:]
    var encounterMethods: [Int: String] = [:]
    var encounterMethodOrder: [Int: Int] = [:]
    var encounterSlots: [Int: EncounterSlot] = [:]
    var encounters: [Encounter] = []
    var conditionValues: [Int: ConditionValue] = [:]
    var conditionValueNames: [Int: String] = [:]
    var encounterConditions: [Int: [Int]] = [:]
    var locationAreas: [Int: LocationArea] = [:]
    var locationAreaNames: [Int: String] = [:]
    var locationNames: [Int: String] = [:]
    var locationRegions: [Int: Int] = [:]
    var locationIdentifiers: [Int: String] = [:]
    var evolutions: [Evolution] = []
    var evolutionTriggers: [Int: String] = [:]
    var babyTriggerItems: [Int: Int] = [:]
    var itemNames: [Int: String] = [:]
    var itemIdentifiers: [String: Int] = [:]

    /// The national dex number is the species id in PokeAPI.
    static let nationalDex = 1
    static let english = 9
    /// Ids from here on are made-up location areas, one for each location the tables give none (`wholeLocationArea` +
    /// the location's id).
    static let wholeLocationArea = 1_000_000
}
