/// One Pokémon as `dex list`'s table shows it: what its columns, its order, its section headings and its filters
/// read of a `pokemon` row, and nothing else. The plain table of a game of a thousand Pokémon reads these twelve
/// columns, not the twenty of a whole `Pokemon` (docs/performance.md).
public struct ListEntry: Sendable, Equatable {
    public let dexNumber: Int
    public let regionalNumber: Int?
    /// The Pokédex section `regionalNumber` is in, when the game has several and it is not the first.
    public let regionalDex: String?
    public let name: String
    /// The player's own note ("" when none).
    public let notes: String
    /// The game's one-line hint on where to get it.
    public let hint: String
    /// Its availability class (`Obtainability`'s raw value); nil: obtainable in this version.
    public let availability: String?
    /// For a member of a choice group: the group, as `StoredChoice` keeps it.
    public let choiceGroup: String?
    /// The dex numbers of the choice options whose pick rules it out, comma-separated.
    public let ruledOutBy: String?
    public let isTraded: Bool
    public let isCaught: Bool
    public let isShiny: Bool

    /// Its fields are constants: with variable ones this init built each entry aside and then copied it whole, for
    /// each of the thousand rows of a list.
    public init(
        dexNumber: Int, regionalNumber: Int?, regionalDex: String?, name: String, notes: String, hint: String,
        availability: String?, choiceGroup: String?, ruledOutBy: String?, isTraded: Bool, isCaught: Bool, isShiny: Bool
    ) {
        self.dexNumber = dexNumber
        self.regionalNumber = regionalNumber
        self.regionalDex = regionalDex
        self.name = name
        self.notes = notes
        self.hint = hint
        self.availability = availability
        self.choiceGroup = choiceGroup
        self.ruledOutBy = ruledOutBy
        self.isTraded = isTraded
        self.isCaught = isCaught
        self.isShiny = isShiny
    }

    /// What `list` shows beside it: the player's note if there is one, else the game's hint.
    @inlinable public var noteOrHint: String { notes.isEmpty ? hint : notes }

    public var obtainability: Obtainability { availability.flatMap(Obtainability.init(rawValue:)) ?? .obtainable }

    /// The mark `list` and `dex browse` show for it: ★ shiny, ✓ caught, · not caught.
    public var mark: String { isShiny ? "★" : isCaught ? "✓" : "·" }

    /// The tag `list` and browse show before the note or hint: "traded" for one added by trade; the class of a
    /// link-trade evolution, or of one that is not obtainable when a note hides the hint that would say so.
    public var listTag: String? {
        if isTraded { return "traded" }
        if obtainability == .tradeEvolution || (!notes.isEmpty && obtainability != .obtainable) { return obtainability.tag }
        return nil
    }
}

extension Pokemon {
    /// What `dex list`'s table shows of it.
    public var listEntry: ListEntry {
        ListEntry(
            dexNumber: dexNumber, regionalNumber: regionalNumber, regionalDex: regionalDex, name: name, notes: notes,
            hint: hint, availability: availability, choiceGroup: choiceGroup, ruledOutBy: ruledOutBy, isTraded: isTraded,
            isCaught: isCaught, isShiny: isShiny)
    }
}
