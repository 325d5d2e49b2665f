import DexTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `dex` writes with `export -o` and the manifests it reads, through the built binary.
@Suite(.tags(.endToEnd)) struct ExportAndManifestFileTests {
    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Waits up to `seconds` for `process` to end; kills it and returns false if it does not.
    static func ends(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    /// A backup's content without the moment it was made.
    static func content(_ json: Data) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        return object.filter { $0.key != "exportedAt" } as NSDictionary
    }

    @Test func exportOntoAFIFOFeedsItsReaderAndLeavesAFIFO() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let fifo = dex.home.appendingPathComponent("backup.json").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let received = dex.home.appendingPathComponent("received.json")
        try Data().write(to: received)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        reader.standardOutput = try FileHandle(forWritingTo: received)
        try reader.run()

        let result = try await dex.run(["export", "-o", fifo])

        #expect(result.status == 0 && result.stderr == "Wrote \(fifo).\n", "\(result.stderr)")
        #expect(Self.ends(reader, within: 10), "the FIFO's reader never got an end of file")
        #expect(Self.fileType(fifo) == S_IFIFO)
        let expected = try Self.content(Data(try await dex.succeed(["export"]).utf8))
        #expect(try Self.content(Data(contentsOf: received)) == expected)
    }

    @Test(.enabled(if: getuid() == 0, "only root can make a device node"))
    func exportOntoACharacterDeviceLeavesTheDevice() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        // The same device as /dev/null (1, 3; `makedev` is a C macro Swift cannot call), made in the test's own
        // folder so that /dev/null itself is never at stake.
        let device = dex.home.appendingPathComponent("null").path
        try #require(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)

        try await dex.succeed(["export", "-o", device])

        #expect(Self.fileType(device) == S_IFCHR)
    }

    @Test func exportRemovesTheTemporaryFilesOfDeadWritersOnly() async throws {
        let dex = try DexProcess()
        try await dex.seed()
        let folder = try TemporaryFolder.make(prefix: "dex-stale")
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        let dead = exited.processIdentifier
        // What a `dex export -o` killed with -9 leaves; pid 1 stands for a writer still running.
        let abandoned = ".backup.json.\(dead).3141592653.tmp"
        let kept = [".backup.json.1.2718281828.tmp", ".backup.json.\(dead).tmp", "notes.\(dead).1.tmp", "notes.txt"]
        for name in [abandoned] + kept { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }

        try await dex.succeed(["export", "-o", folder.appendingPathComponent("backup.json").path])

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(kept + ["backup.json"]))
    }

    @Test func aManifestWithADuplicateNameIsRefusedWithItsPath() async throws {
        let url = try TemporaryFolder.make(prefix: "dex-manifest").appendingPathComponent("games.json")
        let pokemon = ["Pikachu", "Raichu", "pikachu"].enumerated().map { index, name in
            #"{"dexNumber":\#(index + 25),"name":"\#(name)","notes":"","spriteSlug":"mon-\#(index)","excludedForStarters":[]}"#
        }
        try Data(
            #"{"version":"1","games":[{"slug":"testland","name":"Testland","generation":1,"spriteGeneration":"t","hasStarterChoice":false,"availableStarters":[],"pokemon":[\#(pokemon.joined(separator: ","))]}]}"#
                .utf8
        ).write(to: url)
        let dex = try DexProcess(manifest: nil)

        let result = try await dex.run(["games", "--available", "--manifest", url.path])

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: \(url.path): games[0].pokemon[2].name: 'pikachu' is matched as the same name as 'Pikachu' at games[0].pokemon[0]; 'dex mark' could not tell them apart; fix the manifest and try again\n"
        )
        #expect(result.stdout.isEmpty)
    }

    @Test func aManifestThatIsAFIFOOrTooBigIsRefusedAtOnce() async throws {
        let folder = try TemporaryFolder.make(prefix: "dex-manifest")
        let fifo = folder.appendingPathComponent("games.json").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let huge = folder.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 215 << 20) == 0)
        let dex = try DexProcess(manifest: nil)

        let fromFIFO = try dex.start(["games", "--available", "--manifest", fifo])
        #expect(Self.ends(fromFIFO.process, within: 10), "dex waited for a writer to the FIFO")
        let fifoResult = fromFIFO.wait()
        #expect(fifoResult.status == 1)
        #expect(
            fifoResult.stderr
                == "Error: cannot read manifest \(fifo): it is a FIFO, not a file; save the manifest to a file and pass that\n")

        let fromHuge = try await dex.run(["add-game", "testland", "--manifest", huge])
        #expect(fromHuge.status == 1)
        #expect(
            fromHuge.stderr
                == "Error: cannot read manifest \(huge): it is 215 MiB, more than the 64 MiB a manifest may be; keep only the games you need in it\n"
        )
    }

    @Test func aSpriteURLWithAPortOutOfRangeIsRefused() async throws {
        let dex = try DexProcess()
        let template = "http://127.0.0.1:99999/{generation}/{sprite}.png"
        let added = try await dex.run(["add-game", "yellow", "--no-sprites", "--sprite-url", template])
        #expect(added.status == 64)
        #expect(
            added.stderr.hasPrefix(
                "Error: '\(template)' is not a usable sprite URL template: the port '99999' is not a number from 1 to 65535"))
        #expect(!(try await dex.run(["games"]).stdout.contains("yellow")))

        try await dex.succeed(["add-game", "yellow", "--no-sprites"])
        let fetched = try await dex.run(["sprites", "fetch"], environment: ["DEX_SPRITE_URL_TEMPLATE": template])
        #expect(fetched.status == 1)
        #expect(fetched.stderr.contains("the port '99999' is not a number from 1 to 65535"))
    }
}
