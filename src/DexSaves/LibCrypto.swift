#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's OpenSSL libcrypto, opened at the first save that needs a digest rather than linked, so that the
/// commands that read no such save do not pay for loading it (docs/performance.md).
enum LibCrypto {
    typealias Digest =
        @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    /// Loaded once; never closed.
    nonisolated(unsafe) private static let library: UnsafeMutableRawPointer? = {
        for name in ["libcrypto.so.3", "libcrypto.so"] {
            if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return library }
        }
        return nil
    }()

    /// One of libcrypto's one-shot digest functions (`SHA256`, `MD5`), nil when libcrypto cannot be loaded.
    static func digest(named name: String) -> Digest? {
        symbol(name).map { unsafeBitCast($0, to: Digest.self) }
    }

    /// The address of libcrypto's function `name`, nil when libcrypto cannot be loaded.
    static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        library.flatMap { dlsym($0, name) }
    }

    /// The `size`-byte digest of `bytes` by `function`, or nil when it is not available.
    static func digest(_ bytes: [UInt8], by function: Digest?, size: Int) -> [UInt8]? {
        guard let function else { return nil }
        var result = [UInt8](repeating: 0, count: size)
        bytes.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                _ = function(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return result
    }
}

/// SHA-256, over which the Switch games sign their saves.
public enum SHA256 {
    private static let function = LibCrypto.digest(named: "SHA256")

    /// The 32-byte digest of `bytes`, or nil when libcrypto cannot be loaded.
    public static func hash(_ bytes: [UInt8]) -> [UInt8]? {
        LibCrypto.digest(bytes, by: function, size: 32)
    }

    private typealias Start = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias Update = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int32
    private typealias Finish = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutableRawPointer?) -> Int32

    private static let steps: (Start, Update, Finish)? = {
        guard let start = LibCrypto.symbol("SHA256_Init"), let update = LibCrypto.symbol("SHA256_Update"),
            let finish = LibCrypto.symbol("SHA256_Final")
        else { return nil }
        return (
            unsafeBitCast(start, to: Start.self), unsafeBitCast(update, to: Update.self),
            unsafeBitCast(finish, to: Finish.self)
        )
    }()

    /// The digest of `parts` one after another, without joining them (a Switch save's 3 MB between its salts), or
    /// nil when libcrypto cannot be loaded.
    public static func hash(_ parts: [ArraySlice<UInt8>]) -> [UInt8]? {
        guard let (start, update, finish) = steps else { return nil }
        // SHA256_CTX is 112 bytes; room to spare.
        let context = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { context.deallocate() }
        guard start(context) == 1 else { return nil }
        for part in parts {
            let updated = part.withUnsafeBytes { update(context, $0.baseAddress, $0.count) }
            guard updated == 1 else { return nil }
        }
        var result = [UInt8](repeating: 0, count: 32)
        let finished = result.withUnsafeMutableBufferPointer { finish($0.baseAddress, context) }
        return finished == 1 ? result : nil
    }
}

/// MD5, which Brilliant Diamond/Shining Pearl keep of their whole save: not for security, only to tell the game's data
/// from damaged data, as the game does.
public enum MD5 {
    private static let function = LibCrypto.digest(named: "MD5")

    /// The 16-byte digest of `bytes` with `zeroed` (the digest's own place in a save) read as zeros, or nil when
    /// libcrypto cannot be loaded.
    public static func digest(_ bytes: [UInt8], zeroed: Range<Int> = 0..<0) -> [UInt8]? {
        var message = bytes
        let cleared = zeroed.clamped(to: 0..<message.count)
        message.replaceSubrange(cleared, with: repeatElement(0, count: cleared.count))
        return LibCrypto.digest(message, by: function, size: 16)
    }
}
