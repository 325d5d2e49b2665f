#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Where each game of a manifest's JSON lies, with its slug, and the manifest's `version`, found by walking the
/// bytes without decoding them. `GameManifest.loadGame` then decodes only the game it wants: JSONDecoder scans the
/// whole document first, and the bundled manifest (3 MB with every way of every Pokémon) made that most of `add-game`.
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
            var reader = Reader(bytes: buffer.bindMemory(to: UInt8.self))
            return reader.manifest()
        }) else { return nil }
        (version, games) = found
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

        mutating func manifest() -> (String, [Game])? {
            var version: String?
            var games: [Game]?
            guard object({ reader, key in
                switch key {
                case "version": version = reader.string()
                    return version != nil
                case "games": games = reader.games()
                    return games != nil
                default: return reader.skipValue()
                }
            }) else { return nil }
            skipSpace()
            guard at == bytes.count, let version, let games else { return nil }
            return (version, games)
        }

        /// `[{…}, …]`: each game's bytes and its slug.
        private mutating func games() -> [Game]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var games: [Game] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return games }
            repeat {
                skipSpace()
                let start = at
                var slug: String?
                guard object({ reader, key in
                    if key == "slug" {
                        slug = reader.string()
                        return slug != nil
                    }
                    return reader.skipValue()
                }), let slug else { return nil }
                games.append(Game(slug: slug, range: start..<at))
                skipSpace()
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? games : nil
        }

        /// `{"key": value, …}`, handing each key to `member`, which reads the value.
        private mutating func object(_ member: (inout Reader, String) -> Bool) -> Bool {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return false }
            skipSpace()
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
                guard member(&self, key) else { return false }
                skipSpace()
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }

        /// A string value, unescaped by JSONDecoder when it holds an escape.
        private mutating func string() -> String? {
            let start = at
            guard skipString() else { return nil }
            let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(at - 1)])
            if !body.contains(Self.backslash) { return String(decoding: body, as: UTF8.self) }
            return try? JSONDecoder().decode(String.self, from: Data(UnsafeBufferPointer(rebasing: bytes[start..<at])))
        }

        /// Jumps from quote to quote with `memchr`; a quote after an odd number of backslashes is part of the text.
        private mutating func skipString() -> Bool {
            guard take(Self.quote), let base = bytes.baseAddress else { return false }
            while at < bytes.count {
                guard let found = memchr(base + at, Int32(Self.quote), bytes.count - at) else { return false }
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while end - backslashes - 1 >= at, bytes[end - backslashes - 1] == Self.backslash { backslashes += 1 }
                at = end + 1
                if backslashes % 2 == 0 { return true }
            }
            return false
        }

        /// Any value: strings, and objects and arrays by their depth; a scalar up to the next delimiter.
        private mutating func skipValue() -> Bool {
            guard at < bytes.count else { return false }
            switch bytes[at] {
            case Self.quote:
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while at < bytes.count {
                    switch bytes[at] {
                    case Self.quote:
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                    at += 1
                    if depth == 0 { return true }
                }
                return false
            default:
                let start = at
                while at < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) {
                    at += 1
                }
                return at > start
            }
        }

        private mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }
    }
}
