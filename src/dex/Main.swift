import ArgumentParser
import Dispatch
import DexKit
#if canImport(Glibc)
import Glibc
#endif

/// The entry point. `dex mark` and `dex unmark` in their plain forms skip ArgumentParser (see `QuickCatch`);
/// everything else, and every unusual form of those two, goes through `Dex`.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let quick = QuickCatch(arguments) {
            quick.run()
        }
        Task {
            await Dex.main(arguments)
            exit(EXIT_SUCCESS)
        }
        dispatchMain()
    }
}
