import DexCLI
import DexSystem

#if canImport(Glibc)
import Glibc
#endif

/// `dex`: the command line in this process's own console, ending with the command's status.
@main
enum Main {
    static func main() async {
        exit(await DexCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .process))
    }
}
