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
        /// pokemon_species.csv `has_gender_differences`: the female looks different (`dex add-game --genders`).
        var hasGenderDifferences = false
    }

    /// A row of pokemon_forms.csv: one look of one variety (pokemon.csv row), with its English names.
    struct Form {
        let id: Int
        let identifier: String
        /// "" for a variety's only look (`vulpix`), else what sets it apart (`b` of `unown-b`, `alola`).
        let formIdentifier: String
        let pokemon: Int
        let introducedIn: Int
        let isDefault: Bool
        let isBattleOnly: Bool
        let isMega: Bool
        let order: Int
        /// Its place among the species' forms, from 1 (`form_order`): the form number the games and PKHeX give, plus 1.
        let formOrder: Int
        /// pokemon_form_names.csv's English `form_name` ("Alolan Form") and `pokemon_name` ("Alolan Vulpix").
        var formName: String?
        var pokemonName: String?
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
        /// The variety met (pokemon.csv id): `meowth-galar` rather than Meowth.
        let pokemon: Int
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
        /// The variety it evolves into where the species has several (`ninetales-alola` by an Ice Stone).
        var evolvedForm: Int? = nil
    }

    var species: [Int: Species] = [:]
    var speciesNames: [Int: String] = [:]
    /// pokemon.csv id (a form or variety) → species id.
    var pokemonSpecies: [Int: Int] = [:]
    /// pokemon.csv identifier (a form: `meowth-galar`) → species id.
    var pokemonIdentifiers: [String: Int] = [:]
    var defaultPokemon: Set<Int> = []
    /// pokemon.csv id → its identifier (`vulpix-alola`).
    var pokemonIdentifierOf: [Int: String] = [:]
    /// pokemon.csv identifier → id.
    var pokemonIdOf: [String: Int] = [:]
    /// Every form of pokemon_forms.csv, in its `order` (HOME's order: a species' forms together).
    var forms: [Form] = []
    /// pokemon_forms.csv id → its form.
    var formsById: [Int: Form] = [:]
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
    /// By version identifier: locations reached only after another (the corrections' `placesReachedAfter`).
    var locationsReachedAfter: [String: [(locations: Set<Int>, after: Int)]] = [:]
    /// By version identifier, then form identifier: what the game asks before its encounters give the form.
    var formConditions: [String: [String: String]] = [:]
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
