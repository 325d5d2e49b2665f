import DexCLI
import DexSystem

#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// `dex`: the command line in this process's own console, ending with the command's status.
@main
enum Main {
    static func main() async {
        #if canImport(Glibc)
        // Commands run off the main thread, where glibc's malloc gives each thread an arena of its own that grows
        // a page per system call: 330 of them for a list of 1,284 Pokémon, a fifth of its time. One arena, the main
        // one, grows in large steps; dex has no threads that contend for it.
        mallopt(M_ARENA_MAX, 1)
        #endif
        exit(await DexCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .process))
    }
}
