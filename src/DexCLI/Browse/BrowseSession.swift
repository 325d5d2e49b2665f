import DexApp
import DexModel
import DexSprites
import DexSystem
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// One `dex browse`: reads keys, lets `BrowseState` decide, writes each change to the database in its own
/// transaction, redraws, and every second or so checks whether another process changed the database.
struct BrowseSession {
    let tracker: Tracker
    let game: String?
    var home: DexHome { tracker.home }
    /// How long to wait for a key before checking the database again.
    static let pollMilliseconds: Int32 = 1000

    func run() throws {
        let (game, pokemon) = try tracker.wholeGame(self.game)
        let filter: BrowseState.Filter = try tracker.showsOnlyMissing() ? .missing : .all
        let timings = BrowseTimings.fromEnvironment()

        BrowseSignals.install()
        let screen = try CursesScreen(colorAllowed: Terminal.colorAllowed(), keyTimeoutMilliseconds: Self.pollMilliseconds)
        var finished = false
        defer {
            screen.end()
            // A signal that came while an error was ending the session still ends dex by that signal.
            if let signal = BrowseSignals.pending { BrowseSignals.die(of: signal) }
            if finished { timings?.write() }
        }
        var state = BrowseState(
            game: game, pokemon: pokemon, filter: filter, rows: BrowseView.listRows(height: screen.size.height))

        var sprites = SpriteMemo()
        var dataVersion = try self.dataVersion()
        var lastPoll = ContinuousClock.now

        screen.draw(frame(state, screen, &sprites))
        if timings?.quitsAfterFirstScreen == true { finished = true; return }

        while true {
            let key = screen.readKey()
            if let signal = BrowseSignals.pending {
                screen.end()
                BrowseSignals.die(of: signal)
            }
            let keyTime = ContinuousClock.now
            if BrowseSignals.takeResize() {
                screen.takeTerminalSize()
                state.resize(rows: BrowseView.listRows(height: screen.size.height))
                screen.invalidate()
            }
            if let key {
                if key == .resize {
                    state.resize(rows: BrowseView.listRows(height: screen.size.height))
                    screen.invalidate()
                } else if let effect = state.handle(key) {
                    if effect == .quit { break }
                    try apply(effect, to: &state)
                }
            }
            if ContinuousClock.now - lastPoll >= .milliseconds(Int(Self.pollMilliseconds)) {
                lastPoll = ContinuousClock.now
                let version = try self.dataVersion()
                if version != dataVersion {
                    dataVersion = version
                    let (game, pokemon) = try tracker.wholeGame(state.game.slug)
                    state.replace(game: game, pokemon: pokemon)
                }
            }
            // The box plan is read from the manifest when the box view first opens, out of the first screen's time.
            if case .boxes = state.mode, state.readsBoxPlan { state.useBoxPlan(tracker.boxPlan(for: state.game)) }
            if case .plan = state.mode, state.readsPlan { readPlan(into: &state) }
            screen.draw(frame(state, screen, &sprites))
            if key != nil { timings?.keyHandled(since: keyTime) }
        }
        finished = true
    }

    private func frame(_ state: BrowseState, _ screen: CursesScreen, _ sprites: inout SpriteMemo) -> ScreenBuffer {
        let (width, height) = screen.size
        let showsCard: Bool
        switch state.mode {
        case .card: showsCard = true
        case .list, .searching, .editingNote: showsCard = width >= BrowseView.cardPaneMinimumWidth
        default: showsCard = false
        }
        let sprite =
            showsCard
            ? state.selected.flatMap { pokemon in
                sprites.cells(for: pokemon, game: state.game) {
                    CardSprite.load(home: home, game: state.game, pokemon: pokemon, colored: screen.spriteColored)
                }
            } : nil
        return BrowseView.render(
            state, width: width, height: height, sprite: sprite,
            boxSprites: boxSprites(state, width: width, height: height, colored: screen.spriteColored, &sprites))
    }

    /// The sprites of the cursor's box, when the box view has room to draw them.
    private func boxSprites(
        _ state: BrowseState, width: Int, height: Int, colored: Bool, _ sprites: inout SpriteMemo
    ) -> [UUID: [[ScreenBuffer.Cell]]] {
        guard case .boxes(let cursor) = state.mode,
            let cell = BrowseView.boxSpriteSize(width: width, height: height, generation: state.game.generation)
        else {
            return [:]
        }
        let pixels = BrowseView.boxSpritePixels(cell)
        let members = state.boxMembers(cursor / state.boxSize)
        var found: [UUID: [[ScreenBuffer.Cell]]] = [:]
        for pokemon in members.compactMap(\.self) {
            found[pokemon.id] = sprites.boxCells(for: pokemon, game: state.game, pixels: pixels) {
                CardSprite.load(home: home, game: state.game, pokemon: pokemon, colored: colored, fitting: pixels)
            }
        }
        return found
    }

    /// The ref of one row: its number, or in a game that lists forms its name, which no other row of the game shares.
    private func ref(_ dexNumber: Int, _ form: String, in state: BrowseState) -> PokemonRef {
        guard state.game.entryKinds != .species,
            let row = state.pokemon.first(where: { $0.dexNumber == dexNumber && $0.form == form })
        else { return .number(dexNumber) }
        return .name(row.name)
    }

    /// Puts the changed Pokémon into the list and says what happened in the status line.
    private func show(
        _ change: (changed: [Pokemon], unchanged: [Pokemon], progress: GameProgress), in state: inout BrowseState,
        as what: String
    ) {
        var rows = state.pokemon
        for changed in change.changed {
            if let index = rows.firstIndex(where: { $0.id == changed.id }) { rows[index] = changed }
        }
        state.replace(game: state.game, pokemon: rows)
        if let pokemon = change.changed.first ?? change.unchanged.first {
            state.message =
                "\(InertText.line(pokemon.label)) \(what)  ·  \(change.progress.formatted(asPercentage: false))"
                + " \(change.progress.countedWord)"
        }
    }

    /// Carries out what a key asked for. A write that fails is shown in the status line; the session goes on.
    private func apply(_ effect: BrowseState.Effect, to state: inout BrowseState) throws {
        do {
            switch effect {
            case .setCaught(let caught, let dexNumber, let form):
                let change = try tracker.mark([ref(dexNumber, form, in: state)], caught: caught, game: state.game.slug)
                show((change.changed, change.unchanged, change.progress), in: &state, as: caught ? "caught" : "not caught")
                if let remainder = change.runCompleted {
                    state.message = InertText.line(remainder.sentence(game: state.game.name, shiny: state.game.tracksShiny))
                }
            case .setShiny(let shiny, let dexNumber, let form):
                // Shiny: a shiny catch; not shiny: only the shininess taken back (`unmark --shiny`).
                let change = try tracker.mark(
                    [ref(dexNumber, form, in: state)], caught: shiny, shiny: true, game: state.game.slug)
                show((change.changed, change.unchanged, change.progress), in: &state, as: shiny ? "caught shiny" : "not shiny")
            case .setNote(let note, let dexNumber, let form):
                let pokemon = try tracker.setNote(note, on: ref(dexNumber, form, in: state), game: state.game.slug)
                var rows = state.pokemon
                if let index = rows.firstIndex(where: { $0.id == pokemon.id }) { rows[index] = pokemon }
                state.replace(game: state.game, pokemon: rows)
                state.message =
                    note == nil
                    ? "Cleared the note on \(InertText.line(pokemon.label))"
                    : "Saved the note on \(InertText.line(pokemon.label))"
            case .chooseGame:
                state.showGames(try tracker.progress().games)
            case .switchGame(let slug):
                try tracker.useGame(slug)
                let (game, pokemon) = try tracker.wholeGame(slug)
                state.replace(game: game, pokemon: pokemon)
                state.message = "\(InertText.line(game.name)) is now the active game"
            case .quit:
                break
            }
        } catch {
            guard let words = ErrorMessage.words(for: error) else { throw error }
            state.message = "Error: \(InertText.line(words))"
        }
    }

    /// The plan of the game shown, as `dex plan` makes it; a plan that cannot be read is said in the status line.
    private func readPlan(into state: inout BrowseState) {
        do {
            state.usePlan(try tracker.plan(game: state.game.slug))
        } catch {
            state.message = "Error: \(InertText.line(ErrorMessage.line(for: error)))"
            state.mode = .list
        }
    }

    private func dataVersion() throws -> Int { try tracker.dataVersion() }
}

/// The card's sprite of the Pokémon last shown, so that moving within the card does not decode it again.
private struct SpriteMemo {
    private var key: String?
    private var cells: [[ScreenBuffer.Cell]]?

    mutating func cells(for pokemon: Pokemon, game: Game, load: () -> [[ScreenBuffer.Cell]]?) -> [[ScreenBuffer.Cell]]? {
        // A shiny catch is drawn with its shiny sprite: marking one shiny changes the picture.
        let key = game.slug + "/" + pokemon.imageName + (pokemon.isShiny ? "/shiny" : "")
        if key != self.key {
            self.key = key
            cells = load()
        }
        return cells
    }

    /// The box view's smaller sprites, kept for as long as the box and the screen size stay the same.
    private var boxKey: String?
    private var boxCells: [String: [[ScreenBuffer.Cell]]?] = [:]

    mutating func boxCells(
        for pokemon: Pokemon, game: Game, pixels: (width: Int, height: Int), load: () -> [[ScreenBuffer.Cell]]?
    ) -> [[ScreenBuffer.Cell]]? {
        let size = "\(game.slug)/\(pixels.width)x\(pixels.height)"
        if size != boxKey {
            boxKey = size
            boxCells = [:]
        }
        let key = pokemon.imageName + (pokemon.isShiny ? "/shiny" : "")
        if let cached = boxCells[key] { return cached }
        let cells = load()
        boxCells[key] = cells
        return cells
    }
}
