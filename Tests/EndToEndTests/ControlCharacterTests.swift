import DexStore
import DexTestSupport
import Foundation
import Testing

/// A note or name holding escape sequences (from a backup, a manifest or the command line) is shown
/// inert — its control characters as visible stand-ins — by every command that prints it, and `--json` escapes
/// them, while the text itself is kept exactly.
@Suite(.tags(.endToEnd)) struct ControlCharacterTests {
    /// Clears the screen, homes the cursor, retitles the window, rings the bell; then DEL and C1's CSI.
    static let hostile = "\u{1B}[2J\u{1B}[H\u{1B}]0;owned\u{07}\u{7F}\u{9B}31m"
    static let hostileName = "Pika\u{1B}[2Jchu"
    static let hostileGame = "Evil \u{1B}]0;owned\u{07} Game"

    let dex: DexProcess

    init() async throws {
        let folder = try TemporaryFolder.make(prefix: "dex-hostile")
        let manifest = folder.appendingPathComponent("games.json")
        let pokemon: [[String: Any]] = [
            ["dexNumber": 1, "name": "Bulbasaur", "notes": "", "spriteSlug": "bulbasaur", "excludedForStarters": [String]()],
            [
                "dexNumber": 25, "name": Self.hostileName, "notes": Self.hostile, "spriteSlug": "pikachu",
                "excludedForStarters": [String](),
            ],
        ]
        let game: [String: Any] = [
            "slug": "evil", "name": Self.hostileGame, "generation": 1, "spriteGeneration": "yellow",
            "hasStarterChoice": false, "availableStarters": [String](), "pokemon": pokemon,
        ]
        try JSONSerialization.data(withJSONObject: ["version": "evil-1", "games": [game]]).write(to: manifest)
        dex = try DexProcess(manifest: manifest)
        try await dex.succeed(["add-game", "evil", "--no-sprites"])
    }

    /// No control character but the line break, C1 included, in what a command printed on either stream.
    static func expectInert(_ result: DexProcess.Result, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    {
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(
                raw.isEmpty, "dex \(arguments) wrote raw control characters on \(stream): \(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func everyCommandShowsExternalTextInert() async throws {
        let backup = dex.home.appendingPathComponent("backup.json")
        let file: [String: Any] = [
            "format": "dex-backup", "formatVersion": 1,
            "games": [
                ["slug": "evil", "pokemon": [["dexNumber": 1, "caught": true, "notes": "from a backup " + Self.hostile]]]
            ],
        ]
        try JSONSerialization.data(withJSONObject: file).write(to: backup)

        let commands: [[String]] = [
            ["add-game", "evil", "--no-sprites"], ["note", "1", "typed " + Self.hostile], ["mark", "25"], ["mark", "--", "1"],
            ["unmark", "25"], ["list"], ["list", "--search", "chu"], ["show", "25"], ["show", "--", "25"], ["games"],
            ["games", "--available"], ["progress"], ["use", "evil"], ["import", backup.path, "--dry-run"],
            ["import", backup.path], ["mark", Self.hostile], ["list", "--game", Self.hostile],
            ["show", "25", "--sprite", Self.hostile], ["list", "--json"], ["show", "25", "--json"], ["games", "--json"],
            ["export"],
        ]
        for arguments in commands {
            Self.expectInert(try await dex.run(arguments), arguments)
        }
        // The stand-ins are there to see
        #expect(try await dex.succeed(["list"]).contains("Pika␛[2Jchu  ␛[2J␛[H␛]0;owned␇␡<U+009B>31m"))
        #expect(
            try await dex.succeed(["show", "25", "--no-sprite"])
                == "#025 Pika␛[2Jchu\nGame:     Evil ␛]0;owned␇ Game\nCaught:   no\nHint:     ␛[2J␛[H␛]0;owned␇␡<U+009B>31m\n")
        #expect(
            try await dex.run(["mark", Self.hostile]).stderr.hasPrefix(
                "Error: no Pokémon '␛[2J␛[H␛]0;owned␇␡<U+009B>31m' in Evil ␛]0;owned␇ Game"))
    }

    @Test func jsonEscapesControlCharactersAndKeepsTheTextExactly() async throws {
        try await dex.succeed(["note", "1", "typed " + Self.hostile])
        let listed = try await dex.succeed(["list", "--json"])
        #expect(listed.contains(#""hint" : "\u001b[2J\u001b[H\u001b]0;owned\u0007\u007f\u009b31m""#))
        try await expectExactText(listed)

        // A JSON backup escapes them too, and gives the text back whole
        let backup = dex.home.appendingPathComponent("backup.json").path
        try await dex.succeed(["export", "--output", backup])
        Self.expectInert(
            .init(status: 0, stdout: try String(contentsOfFile: backup, encoding: .utf8), stderr: "", exited: true), ["export"])
        try await dex.succeed(["db", "reset", "--yes"])
        try await dex.succeed(["import", backup])
        try await expectExactText(try await dex.succeed(["list", "--json"]))
    }

    @Test func csvExportOnATerminalIsInertAndPipedKeepsTheBytes() async throws {
        try await dex.succeed(["note", "1", "typed " + Self.hostile])
        let onTerminal = try PseudoTerminal().run(["export", "--format", "csv"], dex: dex, separateStderr: true)
        #expect(onTerminal.status == 0)
        Self.expectInert(.init(status: 0, stdout: onTerminal.output, stderr: onTerminal.stderr, exited: true), ["export"])
        #expect(onTerminal.output.contains("typed ␛[2J␛[H␛]0;owned␇␡<U+009B>31m"))

        // A pipe or a file gets the note's exact bytes, which import back whole
        let piped = try await dex.succeed(["export", "--format", "csv"])
        #expect(piped.contains("typed " + Self.hostile))
    }

    private func expectExactText(_ json: String) async throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let game = try #require(object["game"] as? [String: Any])
        let pokemon = try #require(object["pokemon"] as? [[String: Any]])
        #expect(game["name"] as? String == Self.hostileGame)
        #expect(pokemon.map { $0["name"] as? String } == ["Bulbasaur", Self.hostileName])
        // The manifest's text is the hint; the typed one is the note.
        #expect(pokemon.map { $0["notes"] as? String } == ["typed " + Self.hostile, ""])
        #expect(pokemon.last?["hint"] as? String == Self.hostile)
    }
}
