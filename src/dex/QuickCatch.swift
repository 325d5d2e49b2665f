import ArgumentParser
import DexKit
#if canImport(Glibc)
import Glibc
#endif

/// `dex mark REF...` and `dex unmark REF...` with only `--home` / `--game`, run without ArgumentParser.
///
/// Marking a catch is the command people run most, and ArgumentParser's reflection-based setup costs
/// more than the whole database update (see the README's figures). This recognises only the plain
/// forms; anything else — help, an unknown option, no refs — returns nil and goes to ArgumentParser,
/// which stays the one definition of the command line.
struct QuickCatch {
    let caught: Bool
    let refs: [String]
    let home: String?
    let game: String?

    init?(_ arguments: [String]) {
        guard let verb = arguments.first, verb == "mark" || verb == "unmark" else { return nil }
        var refs: [String] = []
        var home: String?
        var game: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument.hasPrefix("-") {
                let (name, inlineValue) = Self.split(argument)
                guard name == "--home" || name == "--game", let value = inlineValue ?? rest.popFirst() else { return nil }
                if name == "--home" { home = value } else { game = value }
            } else {
                refs.append(argument)
            }
        }
        guard !refs.isEmpty else { return nil }
        self.caught = verb == "mark"
        self.refs = refs
        self.home = home
        self.game = game
    }

    /// Runs the command as `Dex.Mark` / `Dex.Unmark` would, then ends the process.
    func run() -> Never {
        do {
            let database = try DexDatabase.open(DexHome.resolve(explicit: home))
            try CatchCommand.run(caught: caught, refs: refs, database: database, game: game)
            // Exit with the connection still open: every write is committed, and closing would only
            // make libdispatch start a thread to dispose of GRDB's queue as the process ends.
            withExtendedLifetime(database) { exit(EXIT_SUCCESS) }
        } catch {
            Dex.exit(withError: error)
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
