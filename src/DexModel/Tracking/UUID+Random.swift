import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

extension UUID {
    /// A random (version 4) id from the system's random source. Foundation's `UUID()` opens and reads
    /// `/dev/urandom` once per id on Linux: three system calls for each of the 1,284 rows `dex add-game` writes.
    public static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// `count` random (version 4) ids from one read of the system's random source, where `random()` reads it twice
    /// per id: the 1,284 rows of a new game's list.
    public static func random(count: Int) -> [UUID] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count * 16)
        bytes.withUnsafeMutableBytes(fillRandomly)
        return bytes.withUnsafeBytes { random in
            (0..<count).map { index in
                var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &uuid) { id in
                    id.copyMemory(from: UnsafeRawBufferPointer(rebasing: random[index * 16..<(index + 1) * 16]))
                }
                uuid.6 = uuid.6 & 0x0F | 0x40  // version 4
                uuid.8 = uuid.8 & 0x3F | 0x80  // the RFC 4122 variant
                return UUID(uuid: uuid)
            }
        }
    }

    /// Reads `/dev/urandom` once (Glibc does not declare `getrandom` to Swift); where it cannot be read, the bytes
    /// left come from the generator `random()` uses.
    private static func fillRandomly(_ buffer: UnsafeMutableRawBufferPointer) {
        var filled = 0
        #if canImport(Glibc)
        let source = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if source >= 0, let start = buffer.baseAddress {
            while filled < buffer.count {
                let count = read(source, start + filled, buffer.count - filled)
                if count > 0 {
                    filled += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        if source >= 0 { close(source) }
        #endif
        var generator = SystemRandomNumberGenerator()
        for index in filled..<buffer.count { buffer[index] = generator.next() }
    }
}
