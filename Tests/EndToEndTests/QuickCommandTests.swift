import DexTestSupport
import Foundation
import Testing

/// `mark`, `unmark` and `show` in their plain forms skip ArgumentParser; a `--` before the arguments
/// sends the same command through ArgumentParser. Both must behave alike.
@Suite(.tags(.endToEnd)) struct QuickCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess()
        try dex.succeed(["add-game", "firered", "--starter", "bulbasaur"])
    }

    @Test func markAndUnmarkAnswerTheSameBothWays() throws {
        let quick = try dex.run(["mark", "25", "--game", "firered"])
        let parsed = try dex.run(["mark", "--game", "firered", "--", "1"])
        #expect(quick.stdout == "Caught #025 Pikachu\nPokémon FireRed: 1/7 caught\n")
        #expect(parsed.stdout == "Caught #001 Bulbasaur\nPokémon FireRed: 2/7 caught\n")
        #expect(try dex.run(["unmark", "--home=\(dex.home.path)", "25"]).stdout.hasPrefix("Unmarked #025 Pikachu"))
        #expect(try dex.run(["unmark", "--", "1"]).stdout.hasPrefix("Unmarked #001 Bulbasaur"))
    }

    @Test func showAnswersTheSameBothWays() throws {
        for arguments in [["--json"], ["--no-sprite"], ["--sprite", "never"], []] {
            let quick = try dex.run(["show"] + arguments + ["mr-mime"])
            let parsed = try dex.run(["show"] + arguments + ["--", "mr-mime"])
            #expect(
                quick.status == parsed.status && quick.stdout == parsed.stdout && quick.stderr == parsed.stderr,
                "show \(arguments): \(quick) vs \(parsed)")
        }
    }

    @Test func errorsAreTheSameBothWays() throws {
        let quick = try dex.run(["mark", "pikachuu"])
        let parsed = try dex.run(["mark", "--", "pikachuu"])
        #expect(quick.status == 1 && parsed.status == 1 && quick.stderr == parsed.stderr)
        #expect(
            quick.stderr == "Error: no Pokémon 'pikachuu' in Pokémon FireRed (did you mean 'Pikachu'?); nothing was changed\n")
    }

    @Test func unusualFormsFallBackToArgumentParser() throws {
        let badValue = try dex.run(["show", "25", "--sprite", "sometimes"])
        #expect(badValue.status == 64 && badValue.stderr.contains("The value 'sometimes' is invalid for '--sprite <when>'"))
        let repeated = try dex.run(["mark", "25", "--game", "firered", "--game", "yellow"])
        #expect(repeated.status != 0)
        #expect(try dex.run(["mark", "--help"]).stdout.contains("USAGE: dex mark"))
        #expect(try dex.run(["show", "1", "4"]).stderr.contains("Unexpected argument '4'"))
    }
}
