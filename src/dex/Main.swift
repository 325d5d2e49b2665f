import ArgumentParser
import Dispatch
import DexKit
#if canImport(Glibc)
import Glibc
#endif

/// The entry point. The plain forms of `dex mark`, `dex unmark` and `dex show` skip ArgumentParser (see `QuickCommand`);
/// everything else, and every unusual form of those, goes through `Dex`.
@main
enum Main {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let quick = QuickCommand(arguments) {
            quick.run()
        }
        Task {
            await Dex.main(arguments)
            exit(EXIT_SUCCESS)
        }
        dispatchMain()
    }
}
