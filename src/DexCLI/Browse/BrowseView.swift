import DexApp
import DexModel
import DexSprites
import DexSystem
import FoundationEssentials

/// Draws a `BrowseState` into a `ScreenBuffer`: a header with the progress, the list (or the box view, the
/// help, the game chooser, a full-screen card), the card pane when the terminal is wide enough, and a status
/// line. Pure, so that what each screen shows is tested without a terminal.
enum BrowseView {
    /// From this width on, the card of the selected Pokémon stands beside the list.
    static let cardPaneMinimumWidth = 100
    /// The widest a sprite is drawn, in pixels (one column each, two pixel rows per line).
    static let spritePixels = 32

    /// The list rows a screen of `height` lines has room for: all but the header and the status line.
    static func listRows(height: Int) -> Int { max(1, height - 2) }

    /// `boxSprites` are the sprites of the box view's Pokémon, by id, drawn when `boxSpriteSize` says they fit.
    static func render(
        _ state: BrowseState, width: Int, height: Int, sprite: [[ScreenBuffer.Cell]]?,
        boxSprites: [UUID: [[ScreenBuffer.Cell]]] = [:]
    ) -> ScreenBuffer {
        var screen = ScreenBuffer(width: width, height: height)
        guard width > 0, height > 0 else { return screen }
        header(state, into: &screen)
        let body = 1..<max(1, height - 1)
        switch state.mode {
        case .list, .searching, .editingNote:
            if width >= cardPaneMinimumWidth {
                let listWidth = width - cardPaneWidth(width) - 1
                list(state, width: listWidth, rows: body, into: &screen)
                for y in body { screen.put("│", x: listWidth, y: y, style: .dim) }
                card(state, x: listWidth + 2, width: width - listWidth - 2, rows: body, sprite: sprite, into: &screen)
            } else {
                list(state, width: width, rows: body, into: &screen)
            }
        case .card: card(state, x: 1, width: width - 2, rows: body, sprite: sprite, into: &screen)
        case .help: help(rows: body, width: width, into: &screen)
        case .boxes(let cursor):
            if let size = boxSpriteSize(width: width, height: height, generation: state.game.generation) {
                boxWithSprites(state, cursor: cursor, cell: size, rows: body, sprites: boxSprites, into: &screen)
            } else {
                boxes(state, cursor: cursor, width: width, rows: body, into: &screen)
            }
        case .plan(let line): plan(state, line: line, width: width, rows: body, into: &screen)
        case .choosingGame(let games, let selected):
            chooser(games, selected: selected, current: state.game, width: width, rows: body, into: &screen)
        }
        if height > 1 { statusLine(state, y: height - 1, into: &screen) }
        return screen
    }

    static func cardPaneWidth(_ width: Int) -> Int { max(40, width * 2 / 5) }

    // MARK: Parts

    private static func header(_ state: BrowseState, into screen: inout ScreenBuffer) {
        let progress = state.progress
        var text =
            " \(InertText.line(state.game.name))  \(progress.counted)/\(progress.total) \(progress.countedWord) (\(progress.percentText))"
        if state.game.tracksShiny {
            text += "  ·  \(progress.caught) caught"
        } else if progress.shiny > 0 {
            text += "  ·  \(progress.shiny) shiny"
        }
        if state.filter != .all { text += "  ·  \(state.filter.label) only" }
        if !state.search.isEmpty { text += "  ·  search: \(InertText.line(state.search))" }
        screen.put(text, x: 0, y: 0, style: .reverseBold)
        screen.paint(.reverseBold, x: 0, y: 0, length: screen.width)
    }

    private static func list(_ state: BrowseState, width: Int, rows: Range<Int>, into screen: inout ScreenBuffer) {
        guard !state.shown.isEmpty else {
            let why =
                if let hidden = state.hiddenMatchLine { hidden } else if state.search.isEmpty {
                    "Nothing \(state.filter == .all ? "in this game" : state.filter.label)."
                } else { "No Pokémon matches '\(InertText.line(state.search))'." }
            screen.put(
                " " + why + " (m: missing / reachable / needs a trade / caught / all)", x: 0, y: rows.lowerBound, style: .dim,
                maxWidth: width)
            return
        }
        let numberWidth = DexNumber.format(state.pokemon.map(\.dexNumber).max() ?? 0).count
        let nameWidth = min(14, state.pokemon.map(\.name.count).max() ?? 0)
        for (offset, y) in rows.enumerated() {
            let row = state.top + offset
            guard row < state.shown.count else { break }
            let pokemon = state.pokemon[state.shown[row]]
            let selected = row == state.selection
            let style: CellStyle = selected ? .reverse : .plain
            var x = screen.put(
                " " + pad(DexNumber.format(pokemon.dexNumber), numberWidth) + " ", x: 0, y: y, style: style, maxWidth: width)
            x = screen.put(
                pokemon.mark, x: x, y: y, style: selected ? .reverse : (pokemon.isCaught ? .caught : .dim), maxWidth: width - x)
            x = screen.put(
                " " + pad(InertText.line(pokemon.name), nameWidth) + "  ", x: x, y: y, style: selected ? .reverseBold : .plain,
                maxWidth: width - x)
            screen.put(hint(pokemon), x: x, y: y, style: selected ? .reverse : .dim, maxWidth: width - x)
            if selected { screen.paint(.reverse, x: x, y: y, length: width - x) }
        }
    }

    /// What `dex list` shows beside it (its tag, such as "traded", then the player's note, else the game's hint), the
    /// first line.
    static func hint(_ pokemon: Pokemon) -> String {
        let text = InertText.line(String(pokemon.noteOrHint.split(whereSeparator: \.isNewline).first ?? ""))
        guard let tag = pokemon.listTag else { return text }
        return text.isEmpty ? tag : tag + " · " + text
    }

    private static func card(
        _ state: BrowseState, x: Int, width: Int, rows: Range<Int>, sprite: [[ScreenBuffer.Cell]]?,
        into screen: inout ScreenBuffer
    ) {
        guard let pokemon = state.selected, width > 0 else { return }
        var y = rows.lowerBound
        for (index, line) in PokemonCard.lines(game: state.game, pokemon: pokemon, style: Style(enabled: false)).enumerated() {
            for piece in wrap(line, width: width) where y < rows.upperBound {
                screen.put(piece, x: x, y: y, style: index == 0 ? .bold : .plain, maxWidth: width)
                y += 1
            }
        }
        guard y + 1 < rows.upperBound else { return }
        y += 1
        guard let sprite else {
            // Browse draws only from the cache: say how to fill it.
            let fetch = "No sprite cached; run 'dex sprites fetch --game \(InertText.line(state.game.slug))'"
            for piece in wrap(fetch, width: width) where y < rows.upperBound {
                screen.put(piece, x: x, y: y, style: .dim, maxWidth: width)
                y += 1
            }
            return
        }
        for line in sprite where y < rows.upperBound {
            for (column, cell) in line.enumerated() where column < width { screen.set(cell, x: x + column, y: y) }
            y += 1
        }
    }

    private static func help(rows: Range<Int>, width: Int, into screen: inout ScreenBuffer) {
        let keys = [
            ("↑ ↓  j k", "move"), ("PgUp PgDn Home End", "move by a page, to the ends"),
            ("space", "mark caught / not caught"), ("s", "mark caught shiny / not shiny (★)"),
            ("/", "search by name, number or R number (Enter keeps it, Esc clears it)"),
            ("m", "show missing / reachable / needs a trade / caught / all"), ("n", "edit the note (Enter saves, Esc cancels)"),
            ("Enter", "the card of the selected Pokémon (Esc or Enter closes it)"), ("g", "switch game"),
            ("b", "box view (30 per box, 6 × 5)"), ("p", "plan: what to do next for the missing (p or Esc back)"),
            ("?", "this help"), ("q  Esc", "quit"),
        ]
        var y = rows.lowerBound
        screen.put(" Keys (any key to go back)", x: 0, y: y, style: .bold)
        y += 2
        for (key, meaning) in keys where y < rows.upperBound {
            screen.put(" " + pad(key, 20) + meaning, x: 0, y: y, maxWidth: width)
            y += 1
        }
    }

    /// A box cell's size, when a screen of `width` × `height` gives each of a box's Pokémon (6 × 5, or 5 × 4 in the
    /// games of `generation` 1 and 2) at least 10 columns and 5 lines (a name line over a sprite of 4 lines, 8 pixels
    /// high); nil otherwise.
    static func boxSpriteSize(width: Int, height: Int, generation: Int = 3) -> (columns: Int, lines: Int)? {
        let shape = BrowseState.boxShape(generation: generation)
        let columns = min(20, (width - 1) / shape.columns)
        let lines = min(11, (height - 3) / (shape.size / shape.columns))
        return columns >= 10 && lines >= 5 ? (columns, lines) : nil
    }

    /// The sprite pixels that fit under a box cell's name line: one column each, two pixel rows per line.
    static func boxSpritePixels(_ cell: (columns: Int, lines: Int)) -> (width: Int, height: Int) {
        (cell.columns - 1, (cell.lines - 1) * 2)
    }

    /// The cursor's box alone, each Pokémon as its name over its sprite (where one is cached).
    private static func boxWithSprites(
        _ state: BrowseState, cursor: Int, cell: (columns: Int, lines: Int), rows: Range<Int>,
        sprites: [UUID: [[ScreenBuffer.Cell]]], into screen: inout ScreenBuffer
    ) {
        let columns = state.boxColumns, size = state.boxSize
        let box = cursor / size
        let members = state.boxMembers(box)
        screen.put(
            " Box \(box + 1) of \(state.boxCount)  \(caughtLine(members))", x: 0, y: rows.lowerBound, style: .bold)
        for (offset, slot) in state.boxSlots(box).enumerated() {
            let cellX = 1 + (offset % columns) * cell.columns, cellY = rows.lowerBound + 1 + (offset / columns) * cell.lines
            guard cellY < rows.upperBound else { break }
            let selected = box * size + offset == cursor
            guard let pokemon = members[offset] else {
                gapLabel(slot.slot, selected: selected, x: cellX, y: cellY, width: cell.columns, into: &screen)
                continue
            }
            boxLabel(
                pokemon, InertText.line(pokemon.name), selected: selected, x: cellX, y: cellY, width: cell.columns,
                into: &screen)
            for (line, cells) in (sprites[pokemon.id] ?? []).prefix(cell.lines - 1).enumerated()
            where cellY + 1 + line < rows.upperBound {
                for (column, spriteCell) in cells.prefix(cell.columns - 1).enumerated() {
                    screen.set(spriteCell, x: cellX + column, y: cellY + 1 + line)
                }
            }
        }
    }

    private static func boxes(_ state: BrowseState, cursor: Int, width: Int, rows: Range<Int>, into screen: inout ScreenBuffer) {
        let columns = state.boxColumns, size = state.boxSize
        let cellWidth = max(6, min(16, (width - 1) / columns))
        let boxHeight = size / columns + 2
        let fitting = max(1, rows.count / boxHeight)
        let boxCount = state.boxCount
        let first = max(0, min(cursor / size - fitting + 1, boxCount - fitting))
        var y = rows.lowerBound
        for box in first..<min(boxCount, first + fitting) {
            let members = state.boxMembers(box)
            screen.put(" Box \(box + 1)  \(caughtLine(members))", x: 0, y: y, style: .bold, maxWidth: width)
            y += 1
            for (offset, slot) in state.boxSlots(box).enumerated() {
                let cellX = 1 + (offset % columns) * cellWidth, cellY = y + offset / columns
                guard cellY < rows.upperBound else { break }
                guard let pokemon = members[offset] else {
                    let selected = box * size + offset == cursor
                    gapLabel(slot.slot, selected: selected, x: cellX, y: cellY, width: cellWidth, into: &screen)
                    continue
                }
                let label =
                    cellWidth >= 10 ? InertText.line(pokemon.name) : numberLabel(pokemon.dexNumber, width: cellWidth - 2)
                boxLabel(
                    pokemon, label, selected: box * size + offset == cursor, x: cellX, y: cellY, width: cellWidth, into: &screen)
            }
            y += boxHeight - 1
        }
    }

    /// "12/28 caught": of a box's Pokémon, those caught; its empty slots are not counted.
    private static func caughtLine(_ members: [Pokemon?]) -> String {
        let present = members.compactMap(\.self)
        return "\(present.filter(\.isCaught).count)/\(present.count) caught"
    }

    /// An empty slot, kept for an entry this run's list lacks: its number, dim, reversed when selected.
    private static func gapLabel(
        _ slot: BoxPlan.Slot, selected: Bool, x: Int, y: Int, width: Int, into screen: inout ScreenBuffer
    ) {
        screen.put(
            pad("  " + numberLabel(slot.key.dexNumber, width: width - 2), width), x: x, y: y,
            style: selected ? .reverse : .dim, maxWidth: width)
    }

    /// A box cell's first line: `★`, `✓` or `·`, then `label`, reversed when selected.
    private static func boxLabel(
        _ pokemon: Pokemon, _ label: String, selected: Bool, x: Int, y: Int, width: Int, into screen: inout ScreenBuffer
    ) {
        let x = screen.put(pokemon.mark, x: x, y: y, style: selected ? .reverse : (pokemon.isCaught ? .caught : .dim))
        screen.put(
            pad(label, width - 2), x: x, y: y, style: selected ? .reverse : (pokemon.isCaught ? .plain : .dim),
            maxWidth: width - 2)
    }

    /// The plan's lines from `planTop`, the selected one reversed, the summary and headings bold.
    private static func plan(
        _ state: BrowseState, line selected: Int, width: Int, rows: Range<Int>, into screen: inout ScreenBuffer
    ) {
        for (offset, y) in rows.enumerated() {
            let index = state.planTop + offset
            guard index < state.planRows.count else { break }
            let row = state.planRows[index]
            let isSelected = index == selected && row.step != nil
            let style: CellStyle = isSelected ? .reverse : row.isHeading ? .bold : .plain
            screen.put(" " + row.text, x: 0, y: y, style: style, maxWidth: width)
            if isSelected { screen.paint(.reverse, x: 0, y: y, length: width) }
        }
    }

    private static func chooser(
        _ games: [GameProgress], selected: Int, current: Game, width: Int, rows: Range<Int>, into screen: inout ScreenBuffer
    ) {
        var y = rows.lowerBound
        screen.put(" Switch game (Enter: switch, Esc: back)", x: 0, y: y, style: .bold, maxWidth: width)
        y += 2
        for (index, entry) in games.enumerated() where y < rows.upperBound {
            let line =
                " \(entry.game.id == current.id ? "*" : " ") \(pad(InertText.line(entry.game.slug), 14)) "
                + "\(pad(InertText.line(entry.game.name), 28)) \(entry.counted)/\(entry.total)"
            screen.put(line, x: 0, y: y, style: index == selected ? .reverse : .plain, maxWidth: width)
            if index == selected { screen.paint(.reverse, x: 0, y: y, length: width) }
            y += 1
        }
    }

    private static func statusLine(_ state: BrowseState, y: Int, into screen: inout ScreenBuffer) {
        switch state.mode {
        case .searching(let editor):
            edit(editor, prompt: "/", y: y, into: &screen)
        case .editingNote(let editor, let dexNumber, let form):
            let label =
                state.pokemon.first { $0.dexNumber == dexNumber && $0.form == form }.map { InertText.line($0.label) } ?? ""
            edit(editor, prompt: "Note on \(label): ", y: y, into: &screen)
        case .card where state.message == nil:
            screen.put(
                keyLine(["↑ ↓ move", "space mark", "Esc or Enter back"], always: ["q quit"], width: screen.width), x: 0, y: y,
                style: .dim)
        case .boxes where state.message == nil:
            let selected =
                state.selected.map {
                    "\(InertText.line($0.label)) \($0.isShiny ? "shiny" : $0.isCaught ? "caught" : "missing")  ·  "
                }
                ?? ""
            // The keys that always show first, then as much of the selected Pokémon as fits.
            let keys = keyLine(
                ["arrows move", "space mark", "s shiny"], always: ["b back", "q quit"], width: screen.width - selected.count)
            let room = max(0, screen.width - keys.count)
            let shown = selected.count <= room ? selected : selected.isEmpty ? "" : cut(selected, room - 5) + "  ·  "
            screen.put(" " + shown + keys.dropFirst(), x: 0, y: y, style: .dim)
        case .plan where state.message == nil:
            screen.put(
                keyLine(["↑ ↓ move", "space mark", "s shiny"], always: ["p back", "q quit"], width: screen.width), x: 0, y: y,
                style: .dim)
        default:
            let keys = keyLine(
                ["space mark", "/ search", "m filter", "n note", "s shiny", "Enter card", "g game", "b boxes", "p plan"],
                always: ["? help", "q quit"], width: screen.width)
            screen.put(state.message.map { " " + $0 } ?? keys, x: 0, y: y, style: state.message == nil ? .dim : .bold)
        }
    }

    private static func edit(_ editor: LineEditor, prompt: String, y: Int, into screen: inout ScreenBuffer) {
        let x = screen.put(prompt, x: 0, y: y, style: .bold)
        // Inert for display only: what is saved is what was typed.
        let visible = editor.visible(width: max(1, screen.width - x - 1))
        screen.put(InertText.line(visible.text), x: x, y: y)
        screen.cursor = ScreenBuffer.Position(x: min(screen.width - 1, x + visible.cursor), y: y)
    }

    // MARK: Text

    /// A footer of keys: as many of `keys` as fit in `width` columns beside `always`, which always shows (`? help`,
    /// `q quit` even at 40 columns).
    static func keyLine(_ keys: [String], always: [String], width: Int) -> String {
        var shown: [String] = []
        let kept = always.joined(separator: "  ")
        for key in keys {
            let line = " " + (shown + [key]).joined(separator: "  ") + "  " + kept
            guard line.count <= width else { break }
            shown.append(key)
        }
        return " " + (shown + always).joined(separator: "  ")
    }

    /// `#025`, or the number alone where the `#` leaves no room (`1000` in a cell of 4 columns).
    private static func numberLabel(_ number: Int, width: Int) -> String {
        let label = DexNumber.format(number)
        return label.count > width ? String(number) : label
    }

    /// `text`, cut to `width` columns with "…" when longer.
    private static func cut(_ text: String, _ width: Int) -> String {
        guard text.count > width else { return text }
        return width > 0 ? String(text.prefix(width - 1)) + "…" : ""
    }

    /// `text` padded to `width` columns, or cut to them with "…".
    private static func pad(_ text: String, _ width: Int) -> String {
        guard text.count <= width else { return width > 0 ? String(text.prefix(width - 1)) + "…" : "" }
        return text + String(repeating: " ", count: width - text.count)
    }

    /// Breaks `text` (which may hold line breaks) into lines of at most `width` columns, at spaces where it can.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(paragraph)
            repeat {
                if rest.count <= width {
                    lines.append(String(rest))
                    break
                }
                let limit = rest.index(rest.startIndex, offsetBy: width)
                let cut = rest[..<limit].lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil } ?? limit
                lines.append(String(rest[..<cut]))
                rest = rest[cut...].drop { $0 == " " }
            } while !rest.isEmpty
        }
        return lines
    }
}
