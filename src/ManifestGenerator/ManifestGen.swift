import ArgumentParser
import DexModel
import Foundation
import ManifestBuilder

/// `make manifest`: rebuilds Resources/games.json from the PokeAPI CSV tables, and the container dex embeds.
@main
struct ManifestGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest-gen",
        abstract: "Build dex's games.json from PokeAPI's CSV tables (data/v2/csv).")

    @Option(help: ArgumentHelp("The folder of PokeAPI CSV tables.", valueName: "dir"))
    var input = "../shared/pokeapi-csv"

    @Option(help: ArgumentHelp("The corrections applied on top of the tables.", valueName: "file"))
    var corrections = "Resources/corrections.json"

    @Option(help: ArgumentHelp("The Pokémon each game never gives shiny.", valueName: "file"))
    var shinyLocks = "Resources/shiny-locks.json"

    @Option(help: ArgumentHelp("Where to write the manifest.", valueName: "file"))
    var output = "Resources/games.json"

    @Option(help: ArgumentHelp("Where to write the compressed container of the manifest that dex embeds.", valueName: "file"))
    var container = "Resources/games.json.z"

    func run() throws {
        let start = Date()
        let manifest = try ManifestBuilder.generate(
            from: URL(fileURLWithPath: input, isDirectory: true), corrections: URL(fileURLWithPath: corrections),
            shinyLocks: URL(fileURLWithPath: shinyLocks))
        let compressed = try ManifestBuilder.container(of: manifest)
        try manifest.write(to: URL(fileURLWithPath: output), options: .atomic)
        try compressed.write(to: URL(fileURLWithPath: container), options: .atomic)
        let seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(
            Data(
                "Wrote \(output): \(manifest.count) bytes, and \(container): \(compressed.count) bytes, in \(String(format: "%.1f", seconds)) s\n"
                    .utf8))
    }
}
