import DexApp
import DexModel
import DexStore
import DexSystem
import DexTestSupport
import Foundation
import Testing

/// What `dex list` builds its text from, on the shortcuts it takes: a table on a pipe (not cut, so its characters
/// are not counted) and the choice context made from the whole game's rows already read.
@Suite struct ListRenderingTests {
    /// Names, notes with line breaks (CRLF, U+2028, NEL) and trailing spaces, accents, control characters, empty cells.
    static let rows = [
        ["#029", "R029", "·", "Nidoran♀", ""],
        ["#083", "", "✓", "Farfetch’d", "note with\nbreak\r\nand   "],
        ["#122", "R122", "·", "Mr. Mime", "e\u{301}  trailing  "],
        ["#669", "", "·", "Flabébé", "\u{1B}[31mred"],
        ["#001", "R001", "✓", "Bulbasaur", "   "],
        ["#004", "", "·", "Charmander", "line\u{2028}sep\u{85}nel\u{9B}c1"],
    ]

    @Test func aTableOnAPipeReadsAsTheCutPathWithRoomToSpare() {
        for styled in [false, true] {
            var table = Table(Self.rows)
            if styled { table.style = { row, column, text in "<\(row),\(column):\(text)>" } }
            let uncut = table.rendered
            table.width = 10_000
            #expect(uncut == table.rendered, "styled: \(styled)")
        }
        #expect(
            Table(Self.rows).rendered == """
                #029  R029  ·  Nidoran♀
                #083        ✓  Farfetch’d  note with break and
                #122  R122  ·  Mr. Mime    e\u{301}  trailing
                #669        ·  Flabébé     ␛[31mred
                #001  R001  ✓  Bulbasaur
                #004        ·  Charmander  line sep nel<U+009B>c1
                """)
    }

    @Test func theWholeGamesContextIsTheOneReadFromTheDatabase() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-list-context")
        let database = try DexDatabase.open(path: folder.appendingPathComponent("dex.sqlite").path)
        let manifest = try GameManifest.load(path: nil)
        _ = try database.games.add(
            try manifest.game("firered"), starter: "bulbasaur", dataVersion: manifest.version,
            spriteURLTemplate: "https://x/{sprite}.png")
        _ = try database.catches.setCaught(true, refs: [.number(138), .number(25)], game: nil)
        let (game, pokemon) = try database.catalog.list(game: nil, filter: .all, search: nil)
        let read = try database.catalog.choiceContext(game: game), made = ChoiceContext(wholeGame: pokemon)
        #expect(pokemon.map(made.cell(for:)) == pokemon.map(read.cell(for:)))
        #expect(pokemon.contains { made.cell(for: $0).contains("passed over (you have Omanyte)") })
    }
}
