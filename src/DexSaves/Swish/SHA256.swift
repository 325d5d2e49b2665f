#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SHA-256 from the system's OpenSSL libcrypto, opened at the first Switch save rather than linked, so that the
/// commands that read no save do not pay for loading it (docs/performance.md).
public enum SHA256 {
    private typealias Digest =
        @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    /// Loaded once; a C function pointer that is never written again, so sharing it across threads is safe.
    nonisolated(unsafe) private static let digest: Digest? = {
        for name in ["libcrypto.so.3", "libcrypto.so"] {
            guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(library, "SHA256") else {
                continue
            }
            return unsafeBitCast(symbol, to: Digest.self)
        }
        return nil
    }()

    /// The 32-byte digest of `bytes`, or nil when libcrypto cannot be loaded.
    public static func hash(_ bytes: [UInt8]) -> [UInt8]? {
        guard let digest else { return nil }
        var result = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                _ = digest(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return result
    }
}
