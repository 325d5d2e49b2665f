import DexTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `dex sync` names machines by a name a person knows — the host name, or one given with `--name` — in everything it
/// and `sync --status` print; only the file names keep the machines' ids.
@Suite(.tags(.endToEnd)) struct SyncMachineNameTests {
    let shared: URL
    let (a, b): (DexProcess, DexProcess)

    init() throws {
        shared = try TemporaryFolder.make(prefix: "dex-sync-names")
        (a, b) = (try DexProcess(), try DexProcess())
    }

    @discardableResult
    func sync(_ machine: DexProcess, _ options: [String] = []) async throws -> String {
        try await machine.succeed(["sync", shared.path] + options)
    }

    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        return String(cString: buffer).split(separator: ".").first.map(String.init) ?? ""
    }

    /// Lines that show a machine's id: only the line naming this machine's file may.
    static func idsShown(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter {
            !$0.hasPrefix("Wrote ") && $0.contains(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
        }
    }

    @Test func aMachineIsNamedByItsHostNameUntilGivenAName() async throws {
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await sync(a)
        let read = try await sync(b)
        #expect(read.contains("Read 1 record from \(Self.hostName).\n"), "\(read)")
        #expect(Self.idsShown(read).isEmpty, "\(read)")

        try await a.succeed(["mark", "25"])
        #expect(try await sync(a, ["--name", "Ash's laptop"]).hasPrefix("Wrote 3 changes "))
        let named = try await sync(b)
        #expect(named.contains("Read 1 record from Ash's laptop.\n"), "\(named)")
        let status = try await b.succeed(["sync", "--status", shared.path])
        #expect(status.hasPrefix("This machine: \(Self.hostName), last wrote "), "\(status)")
        #expect(status.contains("\nAsh's laptop: last wrote "), "\(status)")
        #expect(Self.idsShown(status).isEmpty, "\(status)")
        #expect(try await a.succeed(["sync", "--status", shared.path]).hasPrefix("This machine: Ash's laptop, "))
        // The name is kept: a later sync without --name writes nothing new.
        await #expect(try sync(a) == "Nothing new to sync in \(shared.path).\n")
    }

    @Test func notesInConflictNameTheMachineTheyCameFrom() async throws {
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await sync(a, ["--name", "laptop"])
        try await sync(b, ["--name", "desk"])
        try await a.succeed(["note", "25", "seen at dusk"])
        usleep(20_000)
        try await b.succeed(["note", "25", "traded from Ann"])
        try await sync(a)
        let output = try await sync(b)
        #expect(output.contains("kept 'seen at dusk' from laptop beside the note"), "\(output)")
        #expect(Self.idsShown(output).isEmpty, "\(output)")
        try await sync(a)
        for machine in [a, b] {
            let status = try await machine.succeed(["sync", "--status", shared.path])
            #expect(status.contains("kept 'seen at dusk' from laptop"), "\(status)")
            #expect(Self.idsShown(status).isEmpty, "\(status)")
            #expect(
                try await machine.succeed(["show", "25", "--no-sprite"]).contains(
                    "Also:     seen at dusk (a note written at once on laptop)"))
            #expect(
                try await machine.succeed(["note", "25"])
                    == "#025 Pikachu: traded from Ann\nAlso: seen at dusk (a note written at once on laptop)\n")
        }
    }

    @Test func aNameThatCannotNameAMachineIsRefused() async throws {
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        for name in ["", "   ", String(repeating: "x", count: 41), "tab\there"] {
            let refused = try await a.run(["sync", shared.path, "--name", name])
            #expect(refused.status != 0)
            #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
            #expect(refused.stderr.contains("cannot name this machine"), "\(refused.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
    }

    @Test func anotherMachinesFileInPlaceOfThisOnesIsNamedInTheError() async throws {
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await sync(a, ["--name", "laptop"])
        let laptopFile = try #require(try FileManager.default.contentsOfDirectory(atPath: shared.path).first)
        try await sync(b, ["--name", "desk"])
        let deskFile = try #require(
            try FileManager.default.contentsOfDirectory(atPath: shared.path).first { $0 != laptopFile })
        let deskPath = shared.appendingPathComponent(deskFile)
        try FileManager.default.removeItem(at: deskPath)
        try FileManager.default.copyItem(at: shared.appendingPathComponent(laptopFile), to: deskPath)
        try await b.succeed(["mark", "25"])
        let refused = try await b.run(["sync", shared.path])
        #expect(refused.status != 0)
        #expect(
            refused.stderr
                == "Error: \(deskPath.path) holds the changes of laptop, not this machine's (was this data folder "
                + "copied?); move the file away and sync again; nothing was changed\n")
    }
}
