import DexTestSupport
import Foundation
import Testing

/// SQLite gets text from dex as C strings, so a NUL inside a note or a name would cut it there
/// (`"a\u0000b"` stored as `a`, reported as a changed note). Such text is refused, naming its place, and
/// nothing changes.
@Suite(.tags(.endToEnd)) struct NULCharacterTests {
    let dex: DexProcess

    init() async throws {
        dex = try DexProcess()
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await dex.succeed(["note", "25", "Viridian Forest"])
    }

    /// Imports `contents` as `name` and expects it refused with `problem` (after the file's name), the database untouched.
    func expectRefused(_ contents: String, name: String, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        let before = try await dex.succeed(["export", "--format", "csv"])
        let file = dex.home.appendingPathComponent(name).path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        for arguments in [["import", file], ["import", file, "--dry-run"], ["import", file, "--replace"]] {
            let result = try await dex.run(arguments)
            #expect(result.status == 1 && result.stdout.isEmpty, "\(arguments): \(result)", sourceLocation: sourceLocation)
            #expect(
                result.stderr == "Error: \(file): \(problem), which dex cannot store; remove it; nothing was imported\n",
                sourceLocation: sourceLocation)
        }
        #expect(try await dex.succeed(["export", "--format", "csv"]) == before, sourceLocation: sourceLocation)
    }

    static func backupJSON(_ pokemon: String) -> String {
        #"{"format": "dex-backup", "formatVersion": 1, "games": [{"slug": "firered", "starter": "bulbasaur", "pokemon": ["#
            + pokemon + "]}]}"
    }

    @Test func aNoteOrNameWithNULInAJSONBackupIsRefusedByItsPath() async throws {
        try await expectRefused(
            Self.backupJSON(#"{"dexNumber": 1, "caught": true}, {"dexNumber": 25, "caught": true, "notes": "a\u0000b"}"#),
            name: "notes.json", "games[0].pokemon[1].notes: notes holds a NUL character (\\u0000)")
        try await expectRefused(
            Self.backupJSON(#"{"dexNumber": 25, "name": "Pika\u0000chu", "caught": true}"#),
            name: "name.json", "games[0].pokemon[0].name: name holds a NUL character (\\u0000)")
    }

    @Test func aNoteWithNULInACSVBackupIsRefusedByItsLine() async throws {
        try await expectRefused(
            "game,starter,dexNumber,caught,notes\nfirered,bulbasaur,1,yes,\nfirered,bulbasaur,25,yes,a\u{0}b\n",
            name: "notes.csv", "line 3: notes holds a NUL character (\\u0000)")
        try await expectRefused(
            "game,starter,dexNumber,name,caught\nfirered,bulbasaur,25,\"Pika\u{0}chu\",yes\n",
            name: "name.csv", "line 2: name holds a NUL character (\\u0000)")
    }

    @Test func aManifestWithNULInANoteOrNameIsRefusedByItsPath() async throws {
        let folder = try TemporaryFolder.make(prefix: "dex-nul")
        let yellowPikachu = #"{"dexNumber": 25, "name": "Pikachu", "notes": "Starter""#
        let cases = [
            ("notes", #"{"dexNumber": 25, "name": "Pikachu", "notes": "Star\u0000ter""#),
            ("name", #"{"dexNumber": 25, "name": "Pika\u0000chu", "notes": "Starter""#),
        ]
        for (field, replacement) in cases {
            let manifest = folder.appendingPathComponent("\(field).json")
            let text = try String(contentsOf: Fixtures.miniManifest, encoding: .utf8)
            #expect(text.contains(yellowPikachu))
            try Data(text.replacingOccurrences(of: yellowPikachu, with: replacement).utf8).write(to: manifest)
            let expected =
                "Error: \(manifest.path): games[1].pokemon[0].\(field): \(field) holds a NUL character (\\u0000), "
                + "which dex cannot store; remove it; fix the manifest and try again\n"
            for arguments in [["add-game", "yellow", "--no-sprites"], ["games", "--available"]] {
                let result = try await dex.run(arguments + ["--manifest", manifest.path])
                #expect(result.status == 1 && result.stderr == expected, "\(arguments): \(result)")
            }
            #expect(try await dex.succeed(["games"]).split(separator: "\n").count == 1)
        }
    }
}
