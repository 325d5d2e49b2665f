import DexModel

/// The UTF-8 of a table's lines as `Table.writeLines` gathers them: one block of memory, grown when a line needs
/// more, that each cell's bytes and its padding are copied into. Appending them to an array checked the array's
/// uniqueness and capacity on each of a list's ten thousand appends, which cost more than copying the bytes.
struct TableLineBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes it holds.
    private(set) var count = 0

    init(capacity: Int) {
        start = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { start.deallocate() }

    /// The bytes held, as an array to hand on.
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { array, initialized in
            array.baseAddress?.initialize(from: start, count: count)
            initialized = count
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// `text`'s bytes, from its contiguous UTF-8. Always inlined: the compiler sometimes left it a call, which with
    /// the copy of the string it made cost a list of the national dex with forms 0.3 M instructions more.
    @inline(__always) mutating func append(_ text: String) {
        PrintableASCII.inBytes(of: text) { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (start + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Drops the spaces that end the bytes after the first `kept`.
    mutating func dropTrailingSpaces(keeping kept: Int) {
        while count > kept, start[count - 1] == UInt8(ascii: " ") { count -= 1 }
    }

    mutating func removeAll() { count = 0 }

    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
