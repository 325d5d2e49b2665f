import DexModel
import DexStore

/// One tracked game as the shared page shows it: its progress and its Pokémon, in the order `dex list` gives them,
/// each with its standing in this run and its cached sprite.
public struct PageGame: Sendable {
    public var game: Game
    public var entries: [PageEntry]
    /// The boxes' slots (`BoxPlan`), each with its index into `entries`, nil for an empty one.
    public var slots: [BoxPlan.Placed]

    /// `slots`: where the game's box plan puts `entries`; nil packs them in their order.
    public init(game: Game, entries: [PageEntry], slots: [BoxPlan.Placed]? = nil) {
        self.game = game
        self.entries = entries
        self.slots =
            slots
            ?? entries.indices.map {
                BoxPlan.Placed(
                    slot: BoxPlan.Slot(
                        key: EntryKey(dexNumber: entries[$0].dexNumber), regionalNumber: entries[$0].regionalNumber,
                        regionalDex: entries[$0].regionalDex), member: $0)
            }
    }

    /// Counted as `dex progress` counts: the shiny ones in a shiny living dex, else the caught.
    public var progress: GameProgress {
        GameProgress(
            game: game, caught: entries.count(where: { $0.standing == .caught }), total: entries.count,
            shiny: entries.count(where: \.isShiny))
    }

    /// Shiny Pokémon exist from generation 2 (Gold and Silver) on.
    public var hasShinies: Bool { game.generation >= 2 || game.tracksShiny }

    /// The not caught that this run cannot get on its own: another version's, an event's, a link trade's, or
    /// passed over by a choice.
    public var notObtainableCount: Int {
        entries.count(where: { if case .notObtainable = $0.standing { true } else { false } })
    }

    /// What the page calls a Pokémon not caught that this run cannot get on its own; of the national dex, which
    /// is no run of one game, "not obtainable".
    public var notObtainableWords: String { game.slug == "national" ? "not obtainable" : "not obtainable in this run" }

    /// How many Pokémon one of the game's boxes holds.
    public var boxSize: Int { Self.boxSize(generation: game.generation) }

    /// 20 in generations 1–2, 30 from generation 3 (the games' own PC boxes).
    public static func boxSize(generation: Int) -> Int { generation <= 2 ? 20 : 30 }

    /// The slots box by box, the last one possibly not full.
    public var boxes: [ArraySlice<BoxPlan.Placed>] {
        stride(from: 0, to: slots.count, by: boxSize).map { slots[$0..<min(slots.count, $0 + boxSize)] }
    }

    /// Whether the boxes' headings give the game's own numbers (`R001–R030`): the list is in a regional order, not
    /// the national one.
    public var headingsAreRegional: Bool {
        slots.contains { placed in placed.slot.regionalNumber.map { $0 != placed.slot.key.dexNumber } ?? false }
    }
}

/// One Pokémon (or one form) of a game on the shared page.
public struct PageEntry: Sendable, Equatable {
    /// How the entry stands in this run; told apart on the page by a mark and a word, not by colour alone.
    public enum Standing: Sendable, Equatable {
        case caught
        case missing
        /// Not caught, and not to be had in this run alone: why, in words.
        case notObtainable(String)
    }

    public var dexNumber: Int
    public var regionalNumber: Int?
    /// The Pokédex section `regionalNumber` is in, when the game has several and it is not the first.
    public var regionalDex: String?
    public var name: String
    /// The form's own name ("Alolan Vulpix", "Unown B", as `list` shows it) where the entry is one form of its species,
    /// whose name is then `name`.
    public var form: String?
    public var standing: Standing
    /// Caught shiny.
    public var isShiny: Bool
    /// The player's note: only on a page asked for with the notes, and only when there is one.
    public var note: String?
    /// The cached sprite's PNG bytes; nil where none is cached.
    public var sprite: [UInt8]?

    public init(
        dexNumber: Int, regionalNumber: Int? = nil, name: String, form: String? = nil, standing: Standing,
        isShiny: Bool = false, note: String? = nil, sprite: [UInt8]? = nil
    ) {
        self.dexNumber = dexNumber
        self.regionalNumber = regionalNumber
        self.name = name
        self.form = form
        self.standing = standing
        self.isShiny = isShiny && standing == .caught
        self.note = note
        self.sprite = sprite
    }

    /// The form's name as a box cell shows it under the species' name: without the species' name and the brackets
    /// around what is left ("Meadow" for "Vivillon (Meadow)", "Alolan" for "Alolan Vulpix", "B" for "Unown B"); the
    /// whole form's name where nothing else is left.
    public var shortForm: String? {
        guard let form else { return nil }
        let rest = form.replacing(name, with: "").split(separator: " ").map { $0.filter { !"()".contains($0) } }
            .filter { !$0.isEmpty }.joined(separator: " ")
        return rest.isEmpty ? form : rest
    }

    /// `pokemon` as the page shows it; `context` tells whether a choice passed it over.
    init(_ pokemon: Pokemon, context: ChoiceContext, withNote: Bool, sprite: [UInt8]?) {
        let standing: Standing
        let passedOverBy = context.passedOverBy(pokemon)
        if pokemon.isCaught {
            standing = .caught
        } else if !passedOverBy.isEmpty {
            standing = .notObtainable("passed over (you have \(passedOverBy.joined(separator: ", ")))")
        } else if pokemon.obtainability != .obtainable {
            standing = .notObtainable(pokemon.obtainability.label)
        } else {
            standing = .missing
        }
        // One form among others (a game tracked with forms): the species, and under it the form's own name as `list`
        // shows it.
        let isForm = FormNames.isForm(speciesName: pokemon.speciesName, form: pokemon.form)
        self.init(
            dexNumber: pokemon.dexNumber, regionalNumber: pokemon.regionalNumber, name: pokemon.species,
            form: isForm ? pokemon.name : nil, standing: standing, isShiny: pokemon.isShiny,
            note: withNote && !pokemon.notes.isEmpty ? pokemon.notes : nil, sprite: sprite)
        regionalDex = pokemon.regionalDex
    }
}
