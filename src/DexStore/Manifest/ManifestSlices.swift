#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DexModel
import FoundationEssentials

/// Where each game of a manifest's JSON lies, with its slug, and the manifest's `version`, found without decoding the
/// JSON. `GameManifest.loadGame` then decodes only the game it wants: JSONDecoder scans the whole document first, and
/// the bundled manifest (5.9 MB with every way of every Pokémon) made that most of `add-game`.
/// Nil for any layout it does not expect; the caller then decodes the whole file, which also explains any fault.
struct ManifestSlices {
    struct Game {
        var slug: String
        var range: Range<Int>
    }

    var version: String
    var games: [Game]

    init?(_ data: Data) {
        guard let found = data.withUnsafeBytes({ buffer -> (String, [Game])? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            return Self.oneGamePerLine(bytes) ?? Self.walk(bytes)
        }) else { return nil }
        (version, games) = found
    }

    /// The bundled manifest's layout (`ManifestBuilder.encode`): `{…"games":[` on the first line, one game per line,
    /// and `],"version":"…"}` on the last. A raw line break can only be whitespace between JSON tokens, so each game's
    /// line is found with `memchr` and only its slug is read: a game's keys are sorted, so `"slug"` is near its end.
    private static func oneGamePerLine(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, [Game])? {
        guard let base = bytes.baseAddress else { return nil }
        var lines: [Range<Int>] = []
        var start = 0
        while start <= bytes.count {
            let end = memchr(base + start, 0x0A, bytes.count - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            lines.append(start..<end)
            start = end + 1
        }
        guard lines.count >= 3, let first = lines.first, let last = lines.last,
              endsWith(bytes, first, "\"games\":["), startsWith(bytes, last, "],\"version\":") else { return nil }
        var games: [Game] = []
        for (index, line) in lines.dropFirst().dropLast().enumerated() {
            let isLast = index == lines.count - 3
            let range = isLast ? line : line.lowerBound..<(line.upperBound - 1)
            guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "{"), bytes[range.upperBound - 1] == UInt8(ascii: "}"),
                  isLast || bytes[line.upperBound - 1] == UInt8(ascii: ","), let slug = slug(in: bytes, range) else { return nil }
            games.append(Game(slug: slug, range: range))
        }
        var reader = ManifestJSONReader(bytes: bytes, at: last.lowerBound + "],\"version\":".utf8.count)
        guard let version = reader.string(), reader.take(UInt8(ascii: "}")) else { return nil }
        reader.skipSpace()
        guard reader.isAtEnd else { return nil }
        return (version, games)
    }

    /// The value of the last `"slug":"…"` of a game's line: the game's own, since only games have that key and a
    /// quote inside a string is always escaped.
    private static func slug(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let key = Array("\"slug\":".utf8)
        var position = range.upperBound - key.count
        while position >= range.lowerBound {
            if bytes[position] == key[0] && key.indices.allSatisfy({ bytes[position + $0] == key[$0] }) {
                var reader = ManifestJSONReader(bytes: UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), at: position + key.count)
                return reader.string()
            }
            position -= 1
        }
        return nil
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return range.count >= utf8.count && utf8.indices.allSatisfy { bytes[range.lowerBound + $0] == utf8[$0] }
    }

    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return range.count >= utf8.count && utf8.indices.allSatisfy { bytes[range.upperBound - utf8.count + $0] == utf8[$0] }
    }

    /// Any other layout: the whole document walked value by value.
    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, [Game])? {
        var reader = ManifestJSONReader(bytes: bytes)
        var version: String?
        var games: [Game]?
        guard reader.object({ reader, key in
            switch key {
            case "version": version = reader.string()
                return version != nil
            case "games": games = Self.games(&reader)
                return games != nil
            default: return reader.skipValue()
            }
        }) else { return nil }
        reader.skipSpace()
        guard reader.isAtEnd, let version, let games else { return nil }
        return (version, games)
    }

    /// `[{…}, …]`: each game's bytes and its slug.
    private static func games(_ reader: inout ManifestJSONReader) -> [Game]? {
        var games: [Game] = []
        let read = reader.array { reader in
            let start = reader.at
            var slug: String?
            guard reader.object({ reader, key in
                if key == "slug" {
                    slug = reader.string()
                    return slug != nil
                }
                return reader.skipValue()
            }), let slug else { return false }
            games.append(Game(slug: slug, range: start..<reader.at))
            return true
        }
        return read ? games : nil
    }
}
