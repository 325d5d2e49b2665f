import DexApp
import DexModel

/// Everything `dex browse` shows, and what each key does to it. Pure: no terminal, no database. A key that
/// needs the database returns an `Effect`, which `BrowseSession` carries out and answers with `replace(...)`.
struct BrowseState: Sendable {
    /// Which Pokémon the list shows; `m` cycles through them. `reachable` and `needsTrade` are the missing ones this
    /// run can still get, and those that take a trade, as `dex list --missing --reachable`/`--needs-trade` lists them.
    enum Filter: String, CaseIterable, Sendable {
        case all, missing, reachable, needsTrade, caught

        var next: Filter {
            switch self {
            case .all: .missing
            case .missing: .reachable
            case .reachable: .needsTrade
            case .needsTrade: .caught
            case .caught: .all
            }
        }

        /// Words for the header and the status line.
        var label: String {
            switch self {
            case .all, .missing, .caught: rawValue
            case .reachable: "missing, reachable"
            case .needsTrade: "missing, needs a trade"
            }
        }
    }

    enum Mode: Equatable, Sendable {
        case list
        case searching(LineEditor)
        case editingNote(LineEditor, dexNumber: Int, form: String = "")
        /// The selected Pokémon's card over the whole screen (Enter).
        case card
        case help
        /// 30 per box, 6 × 5, over the whole game; the cursor is an index into `boxSlots`.
        case boxes(cursor: Int)
        /// What to do next for the game's missing Pokémon (`p`), as `dex plan` says it; `line` is an index into
        /// `planRows`, on a row that names a Pokémon whenever the plan has one.
        case plan(line: Int)
        case choosingGame([GameProgress], selected: Int)
    }

    /// What a key asks of the database or the session.
    enum Effect: Equatable, Sendable {
        /// `form`: which of the number's forms, in a game that lists forms ("" for the default form).
        case setCaught(Bool, dexNumber: Int, form: String = "")
        /// `s`: caught shiny (`true`), or only the shininess taken back.
        case setShiny(Bool, dexNumber: Int, form: String = "")
        case setNote(String?, dexNumber: Int, form: String = "")
        /// Show the game chooser: the session reads the tracked games and calls `showGames`.
        case chooseGame
        case switchGame(slug: String)
        case quit
    }

    /// A box as the game has it: 20 Pokémon (5 × 4) in generations 1 and 2, 30 (6 × 5) from generation 3.
    static func boxShape(generation: Int) -> (size: Int, columns: Int) { generation <= 2 ? (20, 5) : (30, 6) }

    var boxSize: Int { Self.boxShape(generation: game.generation).size }
    var boxColumns: Int { Self.boxShape(generation: game.generation).columns }

    /// How many boxes of `boxSize` the game fills.
    var boxCount: Int { (boxSlots.count + boxSize - 1) / boxSize }

    /// The slots of box `box` (from 0), in the game's order.
    func boxSlots(_ box: Int) -> ArraySlice<BoxPlan.Placed> {
        boxSlots[min(boxSlots.count, box * boxSize)..<min(boxSlots.count, (box + 1) * boxSize)]
    }

    /// The Pokémon of box `box` (from 0), in the game's order; nil for an empty slot.
    func boxMembers(_ box: Int) -> [Pokemon?] {
        boxSlots(box).map { $0.member.map { pokemon[$0] } }
    }

    private(set) var game: Game
    /// The whole game, in dex order.
    private(set) var pokemon: [Pokemon]
    /// Where the box view keeps each Pokémon.
    private(set) var boxPlan: BoxPlan
    /// `pokemon` in the box plan's slots.
    private(set) var boxSlots: [BoxPlan.Placed]
    /// Whether the session is still to read the game's box plan (`useBoxPlan`).
    private(set) var readsBoxPlan = true
    /// The plan view's lines (`GamePlanText.rows`).
    private(set) var planRows: [GamePlanText.Row] = []
    /// Whether the plan view's lines are to be read (again) before it is drawn (`usePlan`): after any change.
    private(set) var readsPlan = true
    /// Index into `planRows` of the first line in view.
    private(set) var planTop = 0
    private(set) var filter: Filter
    /// What this run can still get, from the whole game: read by the `reachable` and `needsTrade` filters.
    private(set) var reach: RunReach
    /// The search as typed, matched as `dex list --search` matches it (`PokemonSearch`).
    private(set) var search = ""
    /// Indexes into `pokemon` of what the list shows.
    private(set) var shown: [Int] = []
    /// Indexes into `pokemon` of what the search finds and the filter hides.
    private(set) var hiddenBySearch: [Int] = []
    /// Index into `shown` of the selected row.
    private(set) var selection = 0
    /// Index into `shown` of the first row in view.
    private(set) var top = 0
    /// How many list rows the screen has room for (set from the terminal's size).
    private(set) var rows: Int
    var mode = Mode.list
    /// One line for the status bar, shown until the next key.
    var message: String?

    /// `boxPlan`: the game's (`Tracker.boxPlan`); nil packs the boxes from the list.
    init(game: Game, pokemon: [Pokemon], filter: Filter, rows: Int, boxPlan: BoxPlan? = nil) {
        self.game = game
        self.pokemon = pokemon
        self.boxPlan = boxPlan ?? BoxPlan(packing: pokemon)
        readsBoxPlan = boxPlan == nil
        boxSlots = self.boxPlan.placing(pokemon)
        self.filter = filter
        self.reach = RunReach(wholeGame: pokemon)
        self.rows = max(1, rows)
        refilter(keeping: nil)
    }

    var caughtCount: Int { pokemon.reduce(0) { $0 + ($1.isCaught ? 1 : 0) } }

    var progress: GameProgress {
        GameProgress(
            game: game, caught: caughtCount, total: pokemon.count, shiny: pokemon.reduce(0) { $0 + ($1.isShiny ? 1 : 0) })
    }

    /// The Pokémon the cursor is on: in the list, or in the box view.
    var selected: Pokemon? {
        if case .boxes(let cursor) = mode {
            return boxSlots.indices.contains(cursor) ? boxSlots[cursor].member.map { pokemon[$0] } : nil
        }
        if case .plan(let line) = mode {
            guard planRows.indices.contains(line), let step = planRows[line].step else { return nil }
            return pokemon.first { $0.dexNumber == step.dexNumber && $0.name == step.name }
        }
        return shown.indices.contains(selection) ? pokemon[shown[selection]] : nil
    }

    // MARK: Changes from outside

    /// New rows for the game (after a change, or when another process changed the database), keeping the
    /// selected Pokémon selected when it is still shown. `boxPlan`: another game's (nil packs its list); the same
    /// game keeps its plan.
    mutating func replace(game: Game, pokemon: [Pokemon], boxPlan: BoxPlan? = nil) {
        let keep = selected?.dexNumber
        let gameChanged = game.id != self.game.id
        self.game = game
        self.pokemon = pokemon
        if gameChanged {
            self.boxPlan = boxPlan ?? BoxPlan(packing: pokemon)
            readsBoxPlan = boxPlan == nil
        }
        boxSlots = self.boxPlan.placing(pokemon)
        reach = RunReach(wholeGame: pokemon)
        readsPlan = true
        if gameChanged {
            search = ""
            top = 0
            selection = 0
            planTop = 0
            switch mode {
            case .boxes: mode = .boxes(cursor: 0)
            case .plan: mode = .plan(line: 0)
            default: mode = .list
            }
        } else if case .boxes(let cursor) = mode {
            mode = .boxes(cursor: min(cursor, max(0, boxSlots.count - 1)))
        }
        refilter(keeping: gameChanged ? nil : keep)
    }

    /// The game's box plan (`Tracker.boxPlan`), read when the box view first opens; nil, where the manifest lacks the
    /// game, keeps the list packed. The cursor stays on the Pokémon it was on.
    mutating func useBoxPlan(_ plan: BoxPlan?) {
        readsBoxPlan = false
        guard let plan else { return }
        let key = selected?.entryKey
        boxPlan = plan
        boxSlots = plan.placing(pokemon)
        if case .boxes = mode {
            mode = .boxes(cursor: boxSlots.firstIndex { $0.member.map { pokemon[$0].entryKey } == key } ?? 0)
        }
    }

    /// The game's plan (`Tracker.plan`), read when the plan view opens and after every change. The cursor keeps its
    /// line, so that when its Pokémon leaves the plan the next one takes its place.
    mutating func usePlan(_ plan: GamePlan) {
        readsPlan = false
        planRows = GamePlanText.rows(plan)
        if case .plan(let line) = mode { mode = .plan(line: planLine(near: line, by: 1) ?? planLine(near: line, by: -1) ?? 0) }
        scrollToPlanLine()
    }

    mutating func resize(rows: Int) {
        self.rows = max(1, rows)
        scrollToSelection()
        scrollToPlanLine()
    }

    mutating func showGames(_ games: [GameProgress]) {
        mode = .choosingGame(games, selected: games.firstIndex { $0.game.id == game.id } ?? 0)
    }

    // MARK: Keys

    mutating func handle(_ key: BrowseKey) -> Effect? {
        message = nil
        switch mode {
        case .list: return handleInList(key)
        case .searching(var editor):
            if moveSelection(key, typing: true) { return nil }
            let outcome = editor.handle(key)
            mode = outcome == .editing ? .searching(editor) : .list
            setSearch(outcome == .cancelled ? "" : editor.text)
            return nil
        case .editingNote(var editor, let dexNumber, let form):
            switch editor.handle(key) {
            case .editing:
                mode = .editingNote(editor, dexNumber: dexNumber, form: form)
                return nil
            case .accepted:
                mode = .list
                return .setNote(editor.text.isEmpty ? nil : editor.text, dexNumber: dexNumber, form: form)
            case .cancelled:
                mode = .list
                return nil
            }
        case .card:
            if key == .character("q") { return .quit }
            if key == .enter || key == .escape {
                mode = .list
                return nil
            }
            return moveSelection(key, typing: false) ? nil : mark(key)
        case .help:
            mode = .list
            return nil
        case .boxes(let cursor): return handleInBoxes(key, cursor: cursor)
        case .plan(let line): return handleInPlan(key, line: line)
        case .choosingGame(let games, let selected):
            switch key {
            case .up, .character("k"): mode = .choosingGame(games, selected: max(0, selected - 1))
            case .down, .character("j"): mode = .choosingGame(games, selected: min(games.count - 1, selected + 1))
            case .enter where games.indices.contains(selected):
                mode = .list
                return games[selected].game.id == game.id ? nil : .switchGame(slug: games[selected].game.slug)
            case .escape, .character("q"), .character("g"): mode = .list
            default: break
            }
            return nil
        }
    }

    private mutating func handleInList(_ key: BrowseKey) -> Effect? {
        if moveSelection(key, typing: false) { return nil }
        if let effect = mark(key) { return effect }
        switch key {
        case .escape where !search.isEmpty: setSearch("")
        case .character("q"), .escape: return .quit
        case .character("/"): mode = .searching(LineEditor(search))
        case .character("m"):
            filter = filter.next
            refilter(keeping: selected?.dexNumber)
            message = "Showing \(filter.label)"
        case .character("n"):
            guard let pokemon = selected else { break }
            mode = .editingNote(LineEditor(pokemon.notes), dexNumber: pokemon.dexNumber, form: pokemon.form)
        case .character("g"): return .chooseGame
        case .character("b"):
            let key = selected?.entryKey
            mode = .boxes(cursor: boxSlots.firstIndex { $0.member.map { pokemon[$0].entryKey } == key } ?? 0)
        case .character("p"):
            planTop = 0
            mode = .plan(line: planLine(near: 0, by: 1) ?? 0)
        case .character("?"): mode = .help
        case .enter where selected != nil: mode = .card
        default: break
        }
        return nil
    }

    /// The keys that move the selection in the list, the search field and the card; in the search field the
    /// letters and Home/End are text.
    private mutating func moveSelection(_ key: BrowseKey, typing: Bool) -> Bool {
        switch key {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .character("k") where !typing: move(by: -1)
        case .character("j") where !typing: move(by: 1)
        case .pageUp: move(by: -rows)
        case .pageDown: move(by: rows)
        case .home where !typing: move(by: -shown.count)
        case .end where !typing: move(by: shown.count)
        default: return false
        }
        return true
    }

    /// Space: marks the selected Pokémon caught, or not caught when it was; `s`: caught shiny, or not shiny when it was.
    private func mark(_ key: BrowseKey) -> Effect? {
        guard let pokemon = selected else { return nil }
        return switch key {
        case .character(" "): .setCaught(!pokemon.isCaught, dexNumber: pokemon.dexNumber, form: pokemon.form)
        case .character("s"): .setShiny(!pokemon.isShiny, dexNumber: pokemon.dexNumber, form: pokemon.form)
        default: nil
        }
    }

    private mutating func handleInBoxes(_ key: BrowseKey, cursor: Int) -> Effect? {
        let last = max(0, boxSlots.count - 1)
        var cursor = cursor
        switch key {
        case .left, .character("h"): cursor -= 1
        case .right, .character("l"): cursor += 1
        case .up, .character("k"): cursor -= boxColumns
        case .down, .character("j"): cursor += boxColumns
        case .pageUp: cursor -= boxSize
        case .pageDown: cursor += boxSize
        case .home: cursor = 0
        case .end: cursor = last
        case .character(" "), .character("s"):
            return mark(key)
        case .character("q"): return .quit
        case .character("b"), .escape, .enter:
            let number = selected?.dexNumber
            mode = .list
            if let number, let row = shown.firstIndex(where: { pokemon[$0].dexNumber == number }) {
                selection = row
                scrollToSelection()
            }
            return nil
        default: return nil
        }
        mode = .boxes(cursor: min(max(0, cursor), last))
        return nil
    }

    private mutating func handleInPlan(_ key: BrowseKey, line: Int) -> Effect? {
        var line = line
        switch key {
        case .up, .character("k"): line = planLine(near: line - 1, by: -1) ?? line
        case .down, .character("j"): line = planLine(near: line + 1, by: 1) ?? line
        case .pageUp: line = planLine(near: line - rows, by: -1) ?? planLine(near: 0, by: 1) ?? line
        case .pageDown: line = planLine(near: line + rows, by: 1) ?? planLine(near: planRows.count - 1, by: -1) ?? line
        case .home:
            planTop = 0
            line = planLine(near: 0, by: 1) ?? line
        case .end: line = planLine(near: planRows.count - 1, by: -1) ?? line
        case .character(" "), .character("s"): return mark(key)
        case .character("q"): return .quit
        case .character("p"), .escape:
            mode = .list
            return nil
        default: return nil
        }
        mode = .plan(line: line)
        scrollToPlanLine()
        return nil
    }

    /// The first line of the plan from `line` on in the direction `by` (1 or -1) that names a Pokémon; nil when none.
    private func planLine(near line: Int, by step: Int) -> Int? {
        var line = min(max(0, line), planRows.count - 1)
        while planRows.indices.contains(line) {
            if planRows[line].step != nil { return line }
            line += step
        }
        return nil
    }

    /// Scrolls the plan view so that its selected line shows; at the top, the summary and the first heading show too.
    private mutating func scrollToPlanLine() {
        guard case .plan(let line) = mode else { return }
        if line < planTop { planTop = planLine(near: line - 1, by: -1) == nil ? 0 : line }
        if line >= planTop + rows { planTop = line - rows + 1 }
        planTop = max(0, min(planTop, max(0, planRows.count - rows)))
    }

    // MARK: Selection and filtering

    /// What the list says when the filter hides everything the search finds: "Pikachu is caught: press m to cycle
    /// to all."; nil otherwise.
    var hiddenMatchLine: String? {
        guard shown.isEmpty, !hiddenBySearch.isEmpty else { return nil }
        let hidden = hiddenBySearch.map { pokemon[$0] }
        let name = InertText.line(hidden[0].name)
        let who = hidden.count == 1 ? name : "\(name) and \(hidden.count - 1) more"
        let why =
            if hidden.allSatisfy(\.isCaught) { "caught" } else if hidden.allSatisfy({ !$0.isCaught }) && filter == .caught {
                "not caught"
            } else { "hidden by the '\(filter.label)' filter" }
        return "\(who) \(hidden.count == 1 ? "is" : "are") \(why): press m to cycle to all."
    }

    /// Whether the filter shows `candidate`.
    private func keepsByFilter(_ candidate: Pokemon) -> Bool {
        switch filter {
        case .all: true
        case .missing: !candidate.isCaught
        case .reachable: !candidate.isCaught && reach.isReachable(candidate)
        case .needsTrade: !candidate.isCaught && reach.needsTrade(candidate)
        case .caught: candidate.isCaught
        }
    }

    private mutating func move(by offset: Int) {
        guard !shown.isEmpty else { return }
        selection = min(max(0, selection + offset), shown.count - 1)
        scrollToSelection()
    }

    private mutating func scrollToSelection() {
        if selection < top { top = selection }
        if selection >= top + rows { top = selection - rows + 1 }
        top = max(0, min(top, max(0, shown.count - rows)))
    }

    private mutating func setSearch(_ text: String) {
        guard text != search else { return }
        search = text
        refilter(keeping: nil)
    }

    private mutating func refilter(keeping dexNumber: Int?) {
        let previous = selection
        let found = PokemonSearch(search).map { $0.found(in: pokemon, of: game) } ?? Array(pokemon.indices)
        shown = found.filter { keepsByFilter(pokemon[$0]) }
        hiddenBySearch = search.isEmpty ? [] : found.filter { !keepsByFilter(pokemon[$0]) }
        if let dexNumber, let row = shown.firstIndex(where: { pokemon[$0].dexNumber == dexNumber }) {
            selection = row
        } else if dexNumber != nil {
            // The selected row left the list (marked while showing only missing): the next one takes its place.
            selection = min(previous, max(0, shown.count - 1))
        } else {
            selection = 0
            top = 0
        }
        scrollToSelection()
    }
}
