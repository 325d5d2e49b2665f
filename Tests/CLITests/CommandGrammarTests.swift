import ArgumentParser
import Foundation
import Testing

@testable import dex

/// The grammar that `QuickCommand` and `Completions` read lines with is generated from the commands' ArgumentParser
/// definitions. This renders it from ArgumentParser's description of them (`--experimental-dump-help`) and compares it
/// with src/dex/Grammar/GeneratedGrammar.swift; `make grammar` (DEX_WRITE_GRAMMAR=1) writes the file instead.
@Suite struct CommandGrammarTests {
    static let generatedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("src/dex/Grammar/GeneratedGrammar.swift")

    @Test func theGeneratedGrammarIsTheDefinitions() throws {
        let rendered = try GrammarRenderer(root: Self.dumpedDefinitions()).rendered
        if ProcessInfo.processInfo.environment["DEX_WRITE_GRAMMAR"] == "1" {
            try rendered.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        #expect(committed == rendered, "src/dex/Grammar/GeneratedGrammar.swift differs from the definitions: run 'make grammar'")
    }

    @Test func everyCommandHasItsGrammar() {
        let leaves = Dex.configuration.subcommands.filter { $0.configuration.subcommands.isEmpty }
        for name in leaves.compactMap({ $0.configuration.commandName }) {
            #expect(CommandGrammar.of(name) != nil, "no grammar for 'dex \(name)'")
        }
        #expect(CommandGrammar.of("sprites fetch")?.option(spelled: "--all-games")?.takesValue == false)
        #expect(CommandGrammar.of("export")?.option(spelled: "-o")?.name == .output)
        #expect(CommandGrammar.of("mark")?.positionals == 1...Int.max)
        #expect(CommandGrammar.of("show")?.positionals == 1...1)
        #expect(CommandGrammar.of("list")?.positionals == 0...0)
        #expect(CommandGrammar.of("nothing") == nil)
    }

    /// ArgumentParser's description of every command, as `dex --experimental-dump-help` prints it.
    static func dumpedDefinitions() throws -> DumpedCommand {
        var dump: (any Error)?
        do { _ = try Dex.parseAsRoot(["--experimental-dump-help"]) } catch { dump = error }
        let json = Dex.fullMessage(for: try #require(dump))
        return try JSONDecoder().decode(DumpedHelp.self, from: Data(json.utf8)).command
    }
}

/// The part of ArgumentParser's `--experimental-dump-help` output (its `ToolInfoV0`) the grammar and the parity tests read.
struct DumpedHelp: Decodable {
    var command: DumpedCommand
}

struct DumpedCommand: Decodable {
    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
        var isOptional: Bool
        var isRepeating: Bool
        /// The values an enumerated option takes.
        var allValues: [String]?

        var spellings: [String] { (names ?? []).map { $0.kind == "short" ? "-\($0.name)" : "--\($0.name)" } }
    }

    var commandName: String
    var arguments: [Argument]?
    var subcommands: [DumpedCommand]?
}

/// GeneratedGrammar.swift, written from the dumped definitions.
private struct GrammarRenderer {
    let root: DumpedCommand

    /// Every command below the root with its words after `dex`, but ArgumentParser's own `help`.
    private var commands: [(words: String, command: DumpedCommand)] {
        func walk(_ command: DumpedCommand, _ prefix: [String]) -> [(String, DumpedCommand)] {
            (command.subcommands ?? []).filter { $0.commandName != "help" }.flatMap { sub in
                [((prefix + [sub.commandName]).joined(separator: " "), sub)] + walk(sub, prefix + [sub.commandName])
            }
        }
        return walk(root, [])
    }

    /// ArgumentParser's own flags, which every command leaves to it.
    private static func isArgumentParsers(_ argument: DumpedCommand.Argument) -> Bool {
        argument.spellings.contains("--help") || argument.spellings.contains("--version")
    }

    /// The option's long name, else its short one: `all-games`.
    private static func name(of argument: DumpedCommand.Argument) -> String {
        let names = argument.names ?? []
        return (names.first { $0.kind == "long" } ?? names[0]).name
    }

    /// `allGames` for `all-games`.
    private static func caseName(_ name: String) -> String {
        let words = name.split(separator: "-")
        return words.enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }
        .joined()
    }

    var rendered: String {
        let optionNames = Set(
            commands.flatMap { ($0.command.arguments ?? []).filter { $0.kind != "positional" && !Self.isArgumentParsers($0) } }
                .map(Self.name(of:))
        ).sorted()
        var text = """
            // swift-format-ignore-file
            // Generated from the commands' ArgumentParser definitions by `make grammar`; do not edit.
            // CommandGrammarTests fails while this file and the definitions differ.

            /// Every option of every dex command, by its long name.
            enum OptionName: String, Sendable {

            """
        for name in optionNames {
            let caseName = Self.caseName(name)
            text += caseName == name ? "    case \(name)\n" : "    case \(caseName) = \"\(name)\"\n"
        }
        text += """
            }

            extension CommandGrammar {
                /// The grammar of a command, named by its words after `dex` (`"mark"`, `"sprites fetch"`).
                static func of(_ command: String) -> CommandGrammar? {
                    switch command {

            """
        for (words, command) in commands where command.subcommands?.isEmpty ?? true {
            let arguments = command.arguments ?? []
            let positionals = arguments.filter { $0.kind == "positional" }
            let least = positionals.filter { !$0.isOptional }.count
            let most = positionals.contains { $0.isRepeating } ? "Int.max" : String(positionals.count)
            let options = arguments.filter { $0.kind != "positional" && !Self.isArgumentParsers($0) }
            text += "        case \"\(words)\":\n"
            text += "            CommandGrammar(\n"
            if options.isEmpty {
                text += "                options: [],\n"
            } else {
                text += "                options: [\n"
                for option in options {
                    let spellings = option.spellings.map { "\"\($0)\"" }.joined(separator: ", ")
                    text +=
                        "                    Option(.\(Self.caseName(Self.name(of: option))), [\(spellings)], "
                        + "takesValue: \(option.kind == "option")\(option.isRepeating ? ", isRepeatable: true" : "")),\n"
                }
                text += "                ],\n"
            }
            text += "                positionals: \(least)...\(most))\n"
        }
        text += """
                    default: nil
                    }
                }
            }

            """
        return text
    }
}
