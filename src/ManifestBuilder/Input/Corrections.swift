import DexModel
import Foundation

/// `Resources/corrections.json`: what the generator applies on top of the PokeAPI tables (README, The game data).
/// Every entry names PokeAPI identifiers and carries a one-line `source`.
public struct Corrections: Decodable, Sendable, ResourceFile {
    /// Encounters the tables lack (Gold/Silver/Crystal's Bug-Catching Contest, Diamond/Pearl's Giratina).
    public struct Encounter: Decodable, Sendable {
        public let games: [String]
        public let location: String
        /// The location area's identifier (location_areas.csv); none: the location's first area.
        public let area: String?
        public let method: String
        /// Absent where the source gives no level: none is made up.
        public let minLevel: Int?
        public let species: [String]
        public let conditions: [String]
        /// A location whose encounters of these species in these games the tables misplace, taken out in favour of
        /// this one (Black's Tornadus "at Team Flare Secret HQ" roams Unova).
        public let replacing: String?
        public let source: String
    }

    /// Encounters of the tables that need an event (or another game): they stop counting as obtainable.
    public struct EventOnly: Decodable, Sendable {
        public let games: [String]
        public let location: String
        /// The location's name as the manifest shows it, e.g. "Altering Cave".
        public let place: String
        public let exceptSpecies: [String]
        /// Only these species' encounters there need the event; none: every species but `exceptSpecies`.
        public let species: [String]?
        public let reason: String
        /// Set when the event was given out, so that players who took part have the Pokémon in their save (the
        /// Pokémon is then an entry of the class event in the game); absent for an event never distributed.
        public let distributed: Bool?
        public let source: String
    }

    /// Species that an encounter of the tables needs in the party (Landorus needs Tornadus and Thundurus).
    public struct Requirement: Decodable, Sendable {
        public let games: [String]
        public let species: String
        public let location: String
        public let requires: [String]
        public let source: String
    }

    /// Gifts whose Pokémon is drawn at random (Crystal's Odd Egg): kept as a way, never the hint.
    public struct RandomGift: Decodable, Sendable {
        public let games: [String]
        public let location: String
        public let method: String
        public let label: String
        public let source: String
    }

    /// Options of which one run can take only one.
    public struct ChoiceGroup: Decodable, Sendable {
        public struct Option: Decodable, Sendable {
            public let species: String
            /// Only the option's encounters at this location are the choice; none: every way to get the species is.
            public let location: String?
        }

        public let games: [String]
        public let name: String
        public let options: [Option]
        public let source: String
    }

    /// Species only `only` has of its pair: the games of `notIn` lack them, so they need a trade from `only`
    /// (for the games without encounter tables, where nothing else says so).
    public struct VersionExclusive: Decodable, Sendable {
        public let only: String
        public let notIn: [String]
        public let species: [String]
        public let source: String
    }

    /// Species of a game's Pokédex that only an event or another game gives (Legends: Arceus's Darkrai and Shaymin).
    public struct EventSpecies: Decodable, Sendable {
        public let games: [String]
        public let species: [String]
        public let reason: String
        public let source: String
    }

    /// The forms a place gives where the tables name only the variety (FireRed's Unown letters by Tanoby chamber):
    /// that place's encounters of the species give these forms (pokemon_forms.csv identifiers) and no other; with
    /// `methods` (encounter_methods.csv identifiers), only its encounters by those (X/Y's Flabébé by flower colour).
    public struct FormPlace: Decodable, Sendable {
        public let games: [String]
        public let location: String
        public let methods: [String]?
        public let forms: [String]
        public let source: String
    }

    /// A place the tables misname (locations.csv identifier → the game's own name).
    /// What a game asks before its encounters give these forms, said after their hint (Gold/Silver/Crystal's Unown
    /// letters, each set unlocked by one puzzle of the Ruins of Alph).
    public struct FormCondition: Decodable, Sendable {
        public let games: [String]
        /// PokeAPI's form identifiers (pokemon_forms.csv).
        public let forms: [String]
        public let condition: String
        public let source: String
    }

    /// Locations a game reaches only after another, whatever their levels (FireRed's Sevii Islands after Cinnabar
    /// Island's Pokémon Mansion): their places come after that location's in the game's place order.
    public struct PlacesReachedAfter: Decodable, Sendable {
        public let games: [String]
        public let locations: [String]
        public let after: String
        public let source: String
    }

    public struct PlaceName: Decodable, Sendable {
        public let location: String
        public let name: String
        public let source: String
    }

    public let encounters: [Encounter]
    public let formPlaces: [FormPlace]
    public let placeNames: [PlaceName]
    public let placesReachedAfter: [PlacesReachedAfter]
    public let formConditions: [FormCondition]
    public let versionExclusives: [VersionExclusive]
    public let eventSpecies: [EventSpecies]
    public let eventOnly: [EventOnly]
    public let requirements: [Requirement]
    public let randomGifts: [RandomGift]
    public let choiceGroups: [ChoiceGroup]

    /// The repository's corrections file, found from this source file's place (src/ManifestBuilder/Input/).
    public static let repositoryURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/corrections.json")

}
