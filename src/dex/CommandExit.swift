import ArgumentParser
import DexApp
import DexModel
import DexSystem

#if canImport(Glibc)
import Glibc
#endif

/// How dex ends, on both paths (`Main` through ArgumentParser, and `QuickCommand`), instead of ArgumentParser's
/// `exit(withError:)`, whose messages would go out through the C library's unchecked streams.
enum CommandExit {
    static func success() -> Never {
        exit(EXIT_SUCCESS)
    }

    /// ArgumentParser's message and status for `error`: help and other clean exits on stdout, errors on stderr
    /// with the refs, paths and names in them made inert. Usage errors span lines (the usage follows); every
    /// other error is one line, even when a ref in it holds a line break.
    static func failure(_ error: any Error) -> Never {
        let error = ErrorMessage.words(for: error).map(WordedError.init) ?? error
        let message = Dex.fullMessage(for: error)
        let status = Dex.exitCode(for: error)
        if !message.isEmpty {
            if status == .success {
                print(message)
            } else {
                let inert = status == .validationFailure ? InertText.lines(message) : InertText.line(message)
                StandardStream.error.write(inert + "\n")
            }
        }
        exit(status.rawValue)
    }

    /// A usage error found before ArgumentParser runs: one `Error:` line, status 64 as ArgumentParser gives.
    static func usageFailure(_ error: CommandLineError) -> Never {
        Terminal.warn("Error: \(ErrorMessage.line(for: error))")
        exit(ExitCode.validationFailure.rawValue)
    }
}
