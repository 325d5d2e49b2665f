import FoundationEssentials

/// One Pokémon of one tracked game: one row of `pokemon`.
public struct Pokemon: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var gameId: UUID
    public var name: String
    public var dexNumber: Int
    public var regionalNumber: Int?
    /// The Pokédex section `regionalNumber` is in, when the game has several and it is not the first.
    public var regionalDex: String?
    /// Its numbers in the game's later sections that list it too, in the game's order of sections: Kitakami's #12 for
    /// one Paldea numbers #5. Empty in most games and for most Pokémon.
    public var sectionNumbers: [SectionNumber] = []
    /// What the player has of it: caught, shiny, traded, the note.
    public var state: PlayerState
    /// The game's one-line hint on where to get it, from the manifest (migration 7).
    public var hint: String = ""
    /// Its availability class (`Obtainability`'s raw value); nil: obtainable in this version.
    public var availability: String?
    /// For a member of a choice group: the group, as `StoredChoice` keeps it.
    public var choiceGroup: String?
    /// The dex numbers of the choice options whose pick rules it out, comma-separated.
    public var ruledOutBy: String?
    /// Every way to get it, as `StoredWays` keeps it.
    public var ways: String?
    /// The game never gives a shiny one: every way to get it there is shiny-locked (from the manifest).
    public var shinyLocked: Bool = false
    public var spriteSlug: String?
    /// The sprite folders to try in order (stored separated by spaces; empty for a row that predates them).
    public var spriteFolders: [String]
    /// Which form it is (PokeAPI's form identifier: `alola`, `b`, `female`); "" for the species' default form, which
    /// is every Pokémon of a game that lists species.
    public var form: String = ""
    /// The species' name when the form's is another ("Vulpix" for Alolan Vulpix); nil when `name` is it.
    public var speciesName: String?

    /// Inlinable: DexStore reads every row of a game through it, and a call into another module per row cost
    /// `dex list` about 0.1 M instructions.
    @inlinable public init(
        id: UUID = .random(), gameId: UUID, name: String, dexNumber: Int, regionalNumber: Int? = nil,
        notes: String = "", isCaught: Bool = false, spriteSlug: String? = nil, spriteFolders: [String] = []
    ) {
        self.id = id
        self.gameId = gameId
        self.name = name
        self.dexNumber = dexNumber
        self.regionalNumber = regionalNumber
        self.state = PlayerState(isCaught: isCaught, notes: notes)
        self.spriteSlug = spriteSlug
        self.spriteFolders = spriteFolders
    }

    @inlinable public var isCaught: Bool {
        get { state.isCaught }
        set { state.isCaught = newValue }
    }

    @inlinable public var isShiny: Bool {
        get { state.isShiny }
        set { state.isShiny = newValue }
    }

    @inlinable public var isTraded: Bool {
        get { state.isTraded }
        set { state.isTraded = newValue }
    }

    @inlinable public var notes: String {
        get { state.notes }
        set { state.notes = newValue }
    }

    /// Its number in `section` of its game, whose first section is `firstSection` (both nil in a game of one Pokédex):
    /// `regionalNumber` in the section that number is of, else its number in a later section that lists it too.
    public func number(inSection section: String?, firstSection: String?) -> Int? {
        if (regionalDex ?? firstSection) == section { return regionalNumber }
        return sectionNumbers.first { $0.section == section }?.number
    }

    /// What tells it from the other Pokémon of its game: its national number and form.
    public var entryKey: EntryKey { EntryKey(dexNumber: dexNumber, form: form) }

    /// The species it is a form of, named: "Vulpix" for Alolan Vulpix.
    public var species: String { speciesName ?? name }

    /// The sprite's file name without extension, e.g. "mr-mime" for Mr. Mime.
    public var imageName: String { spriteSlug ?? NameKey.slug(name) }

    /// "#025 Pikachu"
    public var label: String { "\(DexNumber.format(dexNumber)) \(name)" }

    /// What `list` shows beside it: the player's note if there is one, else the game's hint.
    public var noteOrHint: String { listEntry.noteOrHint }

    public var obtainability: Obtainability { availability.flatMap(Obtainability.init(rawValue:)) ?? .obtainable }

    /// The mark `list` and `dex browse` show for it: ★ shiny, ✓ caught, · not caught.
    public var mark: String { listEntry.mark }

    /// The tag `list` shows after the name: its class, or "traded" for one added by trade.
    public var tag: String { isTraded ? "traded" : obtainability.tag }

    /// The tag `list` and browse show before the note or hint (`ListEntry.listTag`).
    public var listTag: String? { listEntry.listTag }
}
