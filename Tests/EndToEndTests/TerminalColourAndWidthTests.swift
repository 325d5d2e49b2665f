import DexTestSupport
import Foundation
import Testing

/// Colour and the terminal's width in `list`, `progress` and `games`, on a real
/// pseudo-terminal (`PseudoTerminal`), and never with NO_COLOR, TERM=dumb or a pipe.
@Suite(.tags(.endToEnd)) struct TerminalColourAndWidthTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["mark", "25"])
    }

    static let green = "\u{1B}[32m"

    @Test(arguments: [["list"], ["progress"], ["games"]])
    func colourOnATerminal(arguments: [String]) throws {
        let result = try PseudoTerminal().run(arguments, dex: dex)
        #expect(result.status == 0)
        #expect(result.output.contains(Self.green), "\(arguments): \(result.output.debugDescription)")
    }

    @Test(arguments: [["list"], ["progress"], ["games"]])
    func noColourWithNoColorOrDumbTermOrAPipe(arguments: [String]) async throws {
        let noColor = try PseudoTerminal().run(arguments, dex: dex, environment: ["NO_COLOR": "1"])
        let dumb = try PseudoTerminal().run(arguments, dex: dex, environment: ["TERM": "dumb"])
        let piped = try await dex.succeed(arguments)
        for output in [noColor.output, dumb.output, piped] {
            #expect(!output.contains("\u{1B}["), "\(arguments): \(output.debugDescription)")
        }
        // The same text, colour aside.
        #expect(noColor.output == piped)
    }

    @Test func theListMarksCaughtAndMissingAndTheTableStaysAligned() async throws {
        let output = try PseudoTerminal(columns: 160).run(["list"], dex: dex).output
        let pikachu = try #require(output.split(separator: "\n").first { $0.contains("Pikachu") })
        #expect(pikachu.contains(Self.green + "✓"))
        let plain = try await dex.succeed(["list"])
        #expect(PseudoTerminal.strippingEscapes(output) == plain)
    }

    @Test func longNotesAreCutToTheTerminalsWidth() async throws {
        let note = "Caught on Route 24 after the Nugget Bridge, in the tall grass north of Cerulean City, at level 12 one morning"
        try await dex.succeed(["note", "25", note])
        // A terminal that knows its width but not its height (0 rows, as `script` makes one) cuts lines alike.
        for rows in [24, 0] {
            let terminal = PseudoTerminal(columns: 80, rows: rows)
            let output = PseudoTerminal.strippingEscapes(try terminal.run(["list"], dex: dex).output)
            let lines = output.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(rows) rows: \(output)")
            let pikachu = try #require(lines.first { $0.contains("Pikachu") })
            #expect(pikachu.count == 80 && pikachu.hasSuffix("…"), "\(rows) rows")
        }
        // The whole note elsewhere: piped, in show, and in JSON.
        #expect(try await dex.succeed(["list"]).contains(note))
        #expect(
            try PseudoTerminal(columns: 80).run(["show", "25", "--no-sprite"], dex: dex).output.contains(
                "Notes:    Caught on Route 24"))
        #expect(try await dex.succeed(["list", "--json"]).contains(note))
    }

    @Test func theAvailableGamesAreCutToTheWidthToo() throws {
        let output = try PseudoTerminal(columns: 60).run(["games", "--available"], dex: dex).output
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.count <= 60 }, "\(output)")
        #expect(lines[0].hasSuffix("…"))
    }

    @Test func spritesBesideALongNoteCutTheNoteNotTheSprites() async throws {
        let note = "Caught on Route 24 after the Nugget Bridge, in the tall grass north of Cerulean City, at level 12 one morning"
        try await dex.succeed(["note", "25", note])
        try dex.cacheSprite("pikachu")
        let result = try PseudoTerminal(columns: 80).run(["list", "--sprites"], dex: dex, separateStderr: true)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = PseudoTerminal.strippingEscapes(result.output).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        let pikachu = try #require(lines.first { $0.contains("Pikachu") })
        #expect(pikachu.hasSuffix("…") && pikachu.contains("Caught on Route 24"), "\(pikachu)")
        #expect(pikachu.firstRange(of: "#025")?.lowerBound.utf16Offset(in: pikachu) == 18, "beside the sprite's column")
    }

    @Test func showAt40ColumnsBreaksBetweenWords() async throws {
        try await dex.succeed(["note", "25", "Caught on Route 24 after the Nugget Bridge, in the tall grass"])
        let output = PseudoTerminal.strippingEscapes(
            try PseudoTerminal(columns: 40).run(["show", "25", "--no-sprite"], dex: dex).output)
        let lines = output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(output)")
        #expect(lines.contains("Notes:    Caught on Route 24 after the"), "\(output)")
        #expect(lines.contains("          Nugget Bridge, in the tall"), "\(output)")
    }

    @Test(arguments: [80, 60, 40])
    func progressKeepsTheReachFigureWhenItMustCut(columns: Int) async throws {
        let bundled = try DexProcess(manifest: nil)
        try await bundled.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let output = PseudoTerminal.strippingEscapes(
            try PseudoTerminal(columns: columns).run(["progress"], dex: bundled).output)
        let line = try #require(output.split(separator: "\n").first { $0.contains("FireRed") })
        #expect(line.count <= columns, "\(line)")
        #expect(line.contains("172 reachable") || line.contains("of the 172 this run can reach"), "\(line)")
    }

    @Test func spritesOnATooNarrowTerminalSayWhyOnce() throws {
        let result = try PseudoTerminal(columns: 40).run(["list", "--sprites"], dex: dex, separateStderr: true)
        #expect(result.status == 0)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("40 columns"), "\(result.stderr)")
        #expect(result.output.contains("Pikachu"))
    }
}
