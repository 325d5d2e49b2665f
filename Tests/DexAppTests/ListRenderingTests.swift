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

    /// Cells are scanned eight bytes at a time for what is not printable ASCII: a line break or a control character
    /// is found wherever it stands in a long cell, and a long name with accents is as wide as its characters.
    @Test func aControlCharacterIsFoundAnywhereInALongCell() {
        let plain = String(repeating: "abcdefgh", count: 3)
        for special in ["\n", "\r", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}"] {
            for place in 0...plain.count {
                var cell = plain
                cell.insert(contentsOf: special, at: cell.index(cell.startIndex, offsetBy: place))
                let rendered = Table([["#001", cell, "end"]]).rendered
                let raw = rendered.unicodeScalars.first {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
                }
                #expect(raw == nil, "\(special.unicodeScalars.map(\.value)) at \(place): \(rendered)")
            }
        }
        let lines = Table([["Flabébé Flabébé x", "1"], ["Nidoran♀ and Nidoran♂", "2"], ["abcdefghijklmnop", "3"]]).rendered
            .split(separator: "\n")
        #expect(lines.map(\.count) == [24, 24, 24])
    }

    /// A long table renders a line per row, a line per heading and an empty line before each heading but the first;
    /// an empty table renders nothing.
    @Test func aTableRendersARowAndEachHeadingOnLinesOfTheirOwn() {
        let rows = (0..<2_000).map { ["#\($0)", "·", "Pokémon \($0)", String(repeating: "hint ", count: $0 % 40)] }
        var table = Table(rows)
        table.headings = rows.indices.map { $0 % 500 == 0 ? "Section \($0)" : nil }
        let lines = table.rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2_000 + 4 + 3)
        #expect(lines.first == "Section 0" && lines[501] == "" && lines[502] == "Section 500")
        #expect(Table([]).rendered == "")
    }

    /// A cell is looked at once for both what it holds and how wide it is: a combining accent, a mark, a name with
    /// accents and a cell made one line each take as many columns as they have characters.
    @Test func eachCellIsAsWideAsItsCharactersWhateverItHolds() {
        let rows = [
            ["e\u{301}x", "✓", "1"], ["a\nb", "·", "2"], ["Flabébé", "★", "3"], ["abcd\u{85}", "ab", "4"], ["ab", "", "5"],
        ]
        #expect(
            Table(rows).rendered == """
                e\u{301}x       ✓   1
                a b      ·   2
                Flabébé  ★   3
                abcd     ab  4
                ab           5
                """)
    }

    /// `list`'s numbers and marks take as many columns as they have characters, styled or not.
    @Test func numbersAndMarksAreLaidOutByTheirCharacters() {
        let rows = [["#029", "R029", "·", "Nidoran♀", "x"], ["#1000", "", "✓", "Ho-Oh", ""], ["#-01", "R1", "★", "é", "z"]]
        var styled = Table(rows)
        styled.style = { _, _, text in "\u{1B}[2m\(text)\u{1B}[0m" }
        #expect(styled.rendered.replacing("\u{1B}[2m", with: "").replacing("\u{1B}[0m", with: "") == Table(rows).rendered)
        #expect(
            Table(rows).rendered == """
                #029   R029  ·  Nidoran♀  x
                #1000        ✓  Ho-Oh
                #-01   R1    ★  é         z
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
