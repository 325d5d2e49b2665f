import DexModel

/// What `dex export` writes and `dex import` reads, whatever the file format.
///
/// Each game and Pokémon remembers where it came from in the file (a JSON path or a CSV line),
/// so that an error found later names the place to fix.
public struct Backup: Sendable, Equatable {
    /// The JSON format's version; a file with a higher one was written by a newer dex. In version 2, `notes` is the
    /// player's note alone, and each Pokémon may carry the game's `hint`, its `availability` and `traded`; version 1
    /// files, written by earlier versions of dex, may hold the game's hint as the note. A game may say `tracksShiny`;
    /// a Pokémon carries the fields of `PlayerState.fields` by their keys, and one a file lacks keeps the tracked value.
    public static let formatVersion = 2
    /// The value of the JSON `format` field, so that other JSON files are told apart.
    public static let formatName = "dex-backup"

    public var activeGame: String?
    public var games: [Game]

    public struct Game: Sendable, Equatable {
        public var slug: String
        public var name: String?
        public var starter: String?
        public var dataVersion: String?
        public var spriteURLTemplate: String?
        /// A shiny living dex; nil when the file does not say (taken as not).
        public var tracksShiny: Bool? = nil
        /// Whether commands download its sprites (not after `dex add-game --no-sprites`); nil when the file does not
        /// say (taken as they do).
        public var downloadsSprites: Bool? = nil
        public var pokemon: [Entry]
        /// `games[0]`, or the line of the game's first row.
        public var location: Location
        /// Whether the game lists species, or forms and sexes: what a game the import adds is seeded with.
        public var kinds: EntryKinds = .species
    }

    public struct Entry: Sendable, Equatable {
        public var dexNumber: Int
        public var name: String?
        /// The player's state as the file gives it, by field key (`PlayerState.fields`); a field it leaves out (no
        /// `shiny` key or column, no notes) keeps the tracked value.
        public var given: [String: StateValue]
        /// The game's hint and availability class, written for readers of the file; import takes them from the manifest.
        public var hint: String? = nil
        public var availability: String? = nil
        /// Its form in a game that lists forms ("" for the species' default form, and in a species list).
        public var form: String = ""
        /// `games[0].pokemon[3]` or `line 5`.
        public var location: Location

        public var key: EntryKey { EntryKey(dexNumber: dexNumber, form: form) }

        public var caught: Bool { given["caught"] == .flag(true) }
        /// Caught shiny; nil when the file does not say.
        public var shiny: Bool? { given["shiny"].map { $0 == .flag(true) } }
        /// nil when the file has no notes for it.
        public var notes: String? {
            guard case .text(let text)? = given["notes"] else { return nil }
            return text
        }
        /// Added by the player as received in a trade: import adds it to the game if the game lacks it.
        public var traded: Bool { given["traded"] == .flag(true) }
    }

    /// Where something is in the file, for error messages.
    public enum Location: Sendable, Equatable, CustomStringConvertible {
        /// A CSV line.
        case line(Int)
        /// A JSON path.
        case path(String)

        /// Where one of its fields is: on the same line, or at the path extended by the field's name.
        public func field(_ name: String) -> Location {
            switch self {
            case .line: self
            case .path(let path): .path("\(path).\(name)")
            }
        }

        public var description: String {
            switch self {
            case .line(let number): "line \(number)"
            case .path(let path): path
            }
        }
    }

    public init(activeGame: String?, games: [Game]) {
        self.activeGame = activeGame
        self.games = games
    }
}
