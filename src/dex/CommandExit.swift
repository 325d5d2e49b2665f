import ArgumentParser
import DexKit
#if canImport(Glibc)
import Glibc
#endif

/// How dex ends, on both paths (`Main` through ArgumentParser, and `QuickCommand`), instead of ArgumentParser's
/// `exit(withError:)`, whose messages would go out through the C library's unchecked streams.
enum CommandExit {
    static func success() -> Never {
        exit(EXIT_SUCCESS)
    }

    /// ArgumentParser's message and status for `error`: help and other clean exits on stdout, errors on stderr.
    static func failure(_ error: any Error) -> Never {
        let message = Dex.fullMessage(for: error)
        let status = Dex.exitCode(for: error)
        if !message.isEmpty {
            if status == .success {
                print(message)
            } else {
                StandardStream.error.write(message + "\n")
            }
        }
        exit(status.rawValue)
    }
}
