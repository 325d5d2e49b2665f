extension GameManifest {
    /// One way to get a Pokémon in one game: a place and a method ("Route 12", `walk`), an evolution or an egg.
    /// In JSON an array, `[method, place or null, text]` with the correction's `source` as a fourth element when it
    /// has one: a game has thousands of ways, and decoding them as objects made `add-game` half as fast again.
    public struct Way: Codable, Sendable, Equatable {
        /// PokeAPI's encounter method (`walk`, `surf`, `old-rod`, `gift`, `gift-egg`, `static`, `npc-trade`, …),
        /// or `evolution`, `breeding`, `trade-evolution`.
        public var method: String
        /// Where, for an encounter: what `dex where` matches.
        public var place: String?
        /// The way in words: "Route 12 (walking)", "Evolve Ivysaur (level 32)".
        public var text: String
        /// The correction that added or changed this way (Resources/corrections.json), if any.
        public var source: String?

        public static let evolution = "evolution"
        public static let breeding = "breeding"
        public static let tradeEvolution = "trade-evolution"

        public init(method: String, text: String) {
            self.method = method
            self.place = nil
            self.text = text
            self.source = nil
        }

        public init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            method = try fields.decode(String.self)
            place = try fields.decodeNil() ? nil : try fields.decode(String.self)
            text = try fields.decode(String.self)
            source = fields.isAtEnd ? nil : try fields.decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var fields = encoder.unkeyedContainer()
            try fields.encode(method)
            if let place { try fields.encode(place) } else { try fields.encodeNil() }
            try fields.encode(text)
            if let source { try fields.encode(source) }
        }
    }

    /// Options of which one run can take only one. Picking an option rules out `rulesOut`: the Pokémon that only the
    /// other options give (in Red, Hitmonlee rules out Hitmonchan; in FireRed nothing, as Tyrogue can be bred).
    public struct ChoiceGroup: Codable, Sendable, Equatable {
        public struct Option: Codable, Sendable, Equatable {
            public var dexNumber: Int
            public var rulesOut: [Int]

            public init(dexNumber: Int, rulesOut: [Int]) {
                self.dexNumber = dexNumber
                self.rulesOut = rulesOut
            }
        }

        public var name: String
        public var options: [Option]
        public var source: String?

        public init(name: String, options: [Option], source: String?) {
            self.name = name
            self.options = options
            self.source = source
        }
    }
}

/// How a listed Pokémon can be had in a game (a manifest's `availability`, a row's `availability`).
public enum Obtainability: String, Sendable, CaseIterable {
    /// In this version alone.
    case obtainable
    /// Only by a trade (or transfer) from another version; the hint names it.
    case otherVersion = "other-version"
    /// Only by evolving an obtainable Pokémon through a link trade, which needs a second cartridge.
    case tradeEvolution = "trade-evolution"
    /// Only through an event, or not at all; the hint says why.
    case event

    /// Words for `list` and `show`.
    public var label: String {
        switch self {
        case .obtainable: "obtainable in this version"
        case .otherVersion: "needs a trade from another version"
        case .tradeEvolution: "needs a link trade to evolve"
        case .event: "needs an event or is not obtainable"
        }
    }

    /// A short tag for tables.
    public var tag: String {
        switch self {
        case .obtainable: ""
        case .otherVersion: "trade"
        case .tradeEvolution: "link trade"
        case .event: "event"
        }
    }
}
