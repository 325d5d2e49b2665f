import ArgumentParser
import Foundation
import ManifestBuilder
import DexModel

/// `make manifest`: rebuilds Resources/games.json from the PokeAPI CSV tables.
@main
struct ManifestGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest-gen",
        abstract: "Build dex's games.json from PokeAPI's CSV tables (data/v2/csv).")

    @Option(help: ArgumentHelp("The folder of PokeAPI CSV tables.", valueName: "dir"))
    var input = "../shared/pokeapi-csv"

    @Option(help: ArgumentHelp("The corrections applied on top of the tables.", valueName: "file"))
    var corrections = "Resources/corrections.json"

    @Option(help: ArgumentHelp("Where to write the manifest.", valueName: "file"))
    var output = "Resources/games.json"

    func run() throws {
        let start = Date()
        let manifest = try ManifestBuilder.generate(
            from: URL(fileURLWithPath: input, isDirectory: true), corrections: URL(fileURLWithPath: corrections))
        try manifest.write(to: URL(fileURLWithPath: output), options: .atomic)
        let seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(Data(
            "Wrote \(output): \(manifest.count) bytes in \(String(format: "%.1f", seconds)) s\n".utf8))
    }
}
