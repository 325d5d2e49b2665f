import CZlib

/// The bundled manifest as the binary embeds it: games.json cut after each line break (its first line, one line per
/// game, its last line), each line deflated with zlib on its own, behind an uncompressed index. The binary then holds
/// 0.6 MB instead of 5.6 MB, and `add-game` inflates two lines (its game's and the last, which holds the
/// version) instead of the whole file.
///
/// Layout (integers little-endian):
///
///     "dex-manifest-lines-1\n"          magic
///     UInt32                            the number of lines
///     per line: UInt32 deflated size, UInt32 inflated size, UInt8 slug size, the slug's UTF-8 bytes
///                                       (the first and last lines have an empty slug, every game's line its slug)
///     each line's zlib stream, in the order of the index, up to the end
///
/// Strict: an index that does not add up to the bytes, or a line that does not inflate to its size, is `Damage`.
public struct ManifestContainer {
    public struct Line {
        /// The game's slug; empty for the first and last lines.
        public var slug: String
        /// Where its zlib stream lies in the container's bytes.
        var deflated: Range<Int>
        public var inflatedCount: Int
    }

    public struct Damage: Error, CustomStringConvertible {
        public var description: String
    }

    /// 64 MiB, the largest manifest file dex reads (ManifestFile), so a damaged size cannot ask for more memory.
    public static let maximumInflatedCount = 64 << 20
    static let magic = Array("dex-manifest-lines-1\n".utf8)

    public let lines: [Line]
    private let bytes: UnsafeRawBufferPointer

    /// Reads the index of `bytes`, which must stay valid as long as this value (the embedded container is static).
    public init(_ bytes: UnsafeRawBufferPointer) throws(Damage) {
        var reader = IndexReader(bytes: bytes)
        guard reader.take(Self.magic.count).elementsEqual(Self.magic) else {
            throw Damage(description: "it does not start with the container's signature")
        }
        let count = Int(try reader.uint32())
        guard count >= 2 else { throw Damage(description: "it lists \(count) lines, fewer than its first and last") }
        var sizes: [(deflated: Int, inflated: Int, slug: String)] = []
        var total = 0
        for index in 0..<count {
            let deflated = Int(try reader.uint32()), inflated = Int(try reader.uint32())
            let slugCount = Int(try reader.uint8())
            let slugBytes = reader.take(slugCount)
            guard slugBytes.count == slugCount else { throw Damage(description: "its index is cut short") }
            guard let slug = String(validating: slugBytes, as: UTF8.self) else {
                throw Damage(description: "line \(index)'s slug is not UTF-8")
            }
            guard deflated > 0, inflated > 0 else { throw Damage(description: "line \(index) is empty") }
            guard (index == 0 || index == count - 1) == slug.isEmpty else {
                throw Damage(description: "line \(index) \(slug.isEmpty ? "has no slug" : "has a slug, \(slug)")")
            }
            total += inflated
            guard total <= Self.maximumInflatedCount else { throw Damage(description: "its lines add up to more than 64 MiB") }
            sizes.append((deflated, inflated, slug))
        }
        var start = reader.position
        lines = sizes.map { size in
            defer { start += size.deflated }
            return Line(slug: size.slug, deflated: start..<(start + size.deflated), inflatedCount: size.inflated)
        }
        guard start == bytes.count else {
            throw Damage(description: "its index accounts for \(start) bytes, but it has \(bytes.count)")
        }
        self.bytes = bytes
    }

    /// The games' slugs, in the manifest's order.
    public var slugs: [String] { lines.dropFirst().dropLast().map(\.slug) }

    /// Line `index`, with its line break (all but the last line have one).
    public func inflate(line index: Int) throws(Damage) -> [UInt8] {
        let line = lines[index]
        return try [UInt8](unsafeUninitializedCapacity: line.inflatedCount) { buffer, count throws(Damage) in
            try inflate(
                line: index,
                into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<line.inflatedCount])))
            count = line.inflatedCount
        }
    }

    /// The size of games.json: every line's inflated size added up.
    public var inflatedCount: Int { lines.reduce(0) { $0 + $1.inflatedCount } }

    /// Every line, one after the other: the bytes of games.json.
    public func inflateAll() throws(Damage) -> [UInt8] {
        let total = inflatedCount
        return try [UInt8](unsafeUninitializedCapacity: total) { buffer, count throws(Damage) in
            try inflateAll(into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<total])))
            count = total
        }
    }

    /// Every line into `destination`, which must be exactly `inflatedCount` bytes.
    public func inflateAll(into destination: UnsafeMutableRawBufferPointer) throws(Damage) {
        var start = 0
        for index in lines.indices {
            let end = start + lines[index].inflatedCount
            try inflate(line: index, into: UnsafeMutableRawBufferPointer(rebasing: destination[start..<end]))
            start = end
        }
    }

    /// Line `index` into `destination`, which must be exactly the line's inflated size.
    public func inflate(line index: Int, into destination: UnsafeMutableRawBufferPointer) throws(Damage) {
        let source = UnsafeRawBufferPointer(rebasing: bytes[lines[index].deflated])
        var sourceCount = uLong(source.count)
        var destinationCount = uLong(destination.count)
        let status = uncompress2(
            destination.baseAddress?.assumingMemoryBound(to: Bytef.self), &destinationCount,
            source.baseAddress?.assumingMemoryBound(to: Bytef.self), &sourceCount)
        guard status == Z_OK, destinationCount == uLong(destination.count), sourceCount == uLong(source.count) else {
            throw Damage(description: "line \(index) does not inflate to its \(destination.count) bytes (zlib status \(status))")
        }
    }

    /// The container of `json`, a manifest written one game per line, whose games are `slugs` in order. Each line is
    /// deflated at zlib's level 9; the same zlib gives the same bytes.
    public static func pack(_ json: [UInt8], slugs: [String]) throws(Damage) -> [UInt8] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (position, byte) in json.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(json[start...position])
            start = position + 1
        }
        if start < json.count { lines.append(json[start...]) }
        guard lines.count == slugs.count + 2 else {
            throw Damage(description: "the manifest has \(lines.count) lines, not one per game and a first and last")
        }
        var index = magic
        var streams: [UInt8] = []
        append(UInt32(lines.count), to: &index)
        for (number, line) in lines.enumerated() {
            let slug = number == 0 || number == lines.count - 1 ? [] : Array(slugs[number - 1].utf8)
            guard slug.count <= Int(UInt8.max) else { throw Damage(description: "the slug \(slugs[number - 1]) is too long") }
            let stream = try deflate(line)
            append(UInt32(stream.count), to: &index)
            append(UInt32(line.count), to: &index)
            index.append(UInt8(slug.count))
            index += slug
            streams += stream
        }
        return index + streams
    }

    private static func deflate(_ line: ArraySlice<UInt8>) throws(Damage) -> [UInt8] {
        let bound = Int(compressBound(uLong(line.count)))
        var status = Z_OK
        let stream = line.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                var written = uLong(bound)
                status = compress2(buffer.baseAddress, &written, source.baseAddress, uLong(source.count), 9)
                count = status == Z_OK ? Int(written) : 0
            }
        }
        guard status == Z_OK else { throw Damage(description: "zlib could not deflate a line (status \(status))") }
        return stream
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}

/// Reads the index from the front of the container; past the end it reads nothing, and `uint32` throws.
private struct IndexReader {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    mutating func take(_ count: Int) -> UnsafeRawBufferPointer.SubSequence {
        let end = min(position + count, bytes.count)
        defer { position = end }
        return bytes[position..<end]
    }

    mutating func uint8() throws(ManifestContainer.Damage) -> UInt8 {
        guard let byte = take(1).first else { throw ManifestContainer.Damage(description: "its index is cut short") }
        return byte
    }

    mutating func uint32() throws(ManifestContainer.Damage) -> UInt32 {
        let four = take(4)
        guard four.count == 4 else { throw ManifestContainer.Damage(description: "its index is cut short") }
        return four.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}
