import ArgumentParser
import DexModel
import Foundation
import ManifestBuilder

/// `make manifest`: rebuilds Resources/games.json from the PokeAPI CSV tables, and the container dex embeds;
/// `make import-pkhex`: rewrites Resources/encounters-pkhex.json from PKHeX's tables.
@main
struct ManifestGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest-gen",
        abstract: "Build dex's games.json from PokeAPI's CSV tables (data/v2/csv).",
        subcommands: [Generate.self, ImportPKHeX.self], defaultSubcommand: Generate.self)
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build dex's games.json from PokeAPI's CSV tables, the corrections and the imported encounters.")

    @Option(help: ArgumentHelp("The folder of PokeAPI CSV tables.", valueName: "dir"))
    var input = "../shared/pokeapi-csv"

    @Option(help: ArgumentHelp("The corrections applied on top of the tables.", valueName: "file"))
    var corrections = "Resources/corrections.json"

    @Option(help: ArgumentHelp("The Pokémon each game never gives shiny.", valueName: "file"))
    var shinyLocks = "Resources/shiny-locks.json"

    @Option(help: ArgumentHelp("The encounters of the games the tables have none for.", valueName: "file"))
    var encounters = "Resources/encounters-pkhex.json"

    @Option(help: ArgumentHelp("Where to write the manifest.", valueName: "file"))
    var output = "Resources/games.json"

    @Option(help: ArgumentHelp("Where to write the compressed container of the manifest that dex embeds.", valueName: "file"))
    var container = "Resources/games.json.z"

    func run() throws {
        let start = Date()
        let manifest = try ManifestBuilder.generate(
            from: URL(fileURLWithPath: input, isDirectory: true), corrections: URL(fileURLWithPath: corrections),
            encounters: URL(fileURLWithPath: encounters), shinyLocks: URL(fileURLWithPath: shinyLocks))
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

struct ImportPKHeX: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-pkhex",
        abstract: "Write the encounters PokeAPI lacks from copies of PKHeX's legality tables (make import-pkhex).")

    @Option(
        help: ArgumentHelp(
            "A folder of PKHeX's encounter tables, encounter lists and English location texts, by file name.",
            valueName: "dir"))
    var pkhex: String

    @Option(help: ArgumentHelp("The PKHeX commit they come from, recorded in the file.", valueName: "hash"))
    var commit: String

    @Option(help: ArgumentHelp("The folder of PokeAPI CSV tables (species identifiers).", valueName: "dir"))
    var input = "../shared/pokeapi-csv"

    @Option(help: ArgumentHelp("Where to write the encounters.", valueName: "file"))
    var output = "Resources/encounters-pkhex.json"

    func run() throws {
        let importer = try PKHeXImporter(
            pkhexFolder: URL(fileURLWithPath: pkhex, isDirectory: true),
            pokeAPIFolder: URL(fileURLWithPath: input, isDirectory: true), commit: commit)
        let encounters = try importer.run()
        try encounters.encoded().write(to: URL(fileURLWithPath: output), options: .atomic)
        FileHandle.standardError.write(Data("Wrote \(output): \(encounters.encounters.count) encounters\n".utf8))
    }
}
