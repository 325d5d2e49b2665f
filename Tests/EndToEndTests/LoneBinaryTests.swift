import DexTestSupport
import Foundation
import Testing

/// `make install` installs one file: a copy of `dex` alone, in an empty folder, started with an empty
/// environment (`env -i`: no PATH, HOME, LANG or TERM), works. Run against the release binary with
/// `DEX_BINARY=.build/release/dex`; the debug one finds its Swift libraries by its rpath.
@Suite(.tags(.endToEnd)) struct LoneBinaryTests {
    @Test func aLoneCopyRunsWithAnEmptyEnvironment() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-lone-env")
        let copy = folder.appendingPathComponent("dex")
        try FileManager.default.copyItem(at: DexProcess.binary, to: copy)
        let home = ["--home", folder.appendingPathComponent("data").path]

        #expect(try run(copy, ["--version"], in: folder) == "0.1.0\n")
        #expect(
            try run(copy, ["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"] + home, in: folder)
                == "Added Pokémon FireRed with Bulbasaur: 198 Pokémon to catch. It is now the active game.\n")
        #expect(try run(copy, ["mark", "25", "1-3"] + home, in: folder).hasPrefix("Caught #001 Bulbasaur"))
        #expect(try run(copy, ["progress"] + home, in: folder).contains("4/198  2.0%"))
        let csv = try run(copy, ["export", "--format", "csv"] + home, in: folder)
        #expect(csv.contains("\nfirered,bulbasaur,"))
        let json = try run(copy, ["export"] + home, in: folder)
        #expect(json.contains(#""exportedAt" : ""#) && json.contains(#"Z","#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["data", "dex"])
    }

    /// Runs `binary` in `folder` with no environment at all; returns its stdout after checking it succeeded.
    private func run(_ binary: URL, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = [:]
        process.currentDirectoryURL = folder
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0, "dex \(arguments.joined(separator: " ")): \(String(decoding: errors, as: UTF8.self))")
        return String(decoding: output, as: UTF8.self)
    }
}
