import DexModel

/// A bundled game's line (one game's compact JSON, as `ManifestBuilder.encode` writes it) cut down to the Pokémon an
/// `Entry.Subset` keeps, before it is decoded: decoding costs for every Pokémon made into a value, and an import that
/// adds a few hundred of the national entry's 1,025 need not make the rest (docs/performance.md, guard 5).
struct GameLineSubset {
    /// Where the `pokemon` array's elements lie in the line, each with what decides whether it is kept.
    private struct Element {
        var bytes: Range<Int>
        var dexNumber: Int
        var hasExclusions: Bool
    }

    private let line: [UInt8]
    /// The `pokemon` array's brackets.
    private let arrayOpen: Int
    private let arrayClose: Int
    private let elements: [Element]

    /// Nil when the line does not have the shape the generator writes; the caller then decodes it whole.
    init?(_ line: [UInt8]) {
        self.line = line
        guard let open = Self.rootValue(of: Array("\"pokemon\":".utf8), in: line), line[open] == UInt8(ascii: "[") else {
            return nil
        }
        var elements: [Element] = []
        var index = open + 1
        while index < line.count, line[index] == UInt8(ascii: "{") {
            guard let end = Self.end(ofValueAt: index, in: line),
                let number = Self.rootValue(of: Array("\"dexNumber\":".utf8), in: line[index..<end]),
                let exclusions = Self.rootValue(of: Array("\"excludedForStarters\":".utf8), in: line[index..<end]),
                exclusions + 1 < end, line[exclusions] == UInt8(ascii: "[")
            else { return nil }
            let digits = line[number...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard let dexNumber = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
            elements.append(
                Element(bytes: index..<end, dexNumber: dexNumber, hasExclusions: line[exclusions + 1] != UInt8(ascii: "]")))
            index = end
            if index < line.count, line[index] == UInt8(ascii: ",") { index += 1 }
        }
        guard index < line.count, line[index] == UInt8(ascii: "]") else { return nil }
        arrayOpen = open
        arrayClose = index
        self.elements = elements
    }

    /// The line with no Pokémon: what the entry holds besides them (its choice groups among it).
    var withoutPokemon: [UInt8] { Array(line[...arrayOpen]) + line[arrayClose...] }

    /// The line with only the Pokémon `keeps` accepts, given each one's dex number and whether a starter excludes it.
    func keeping(_ keeps: (_ dexNumber: Int, _ hasExclusions: Bool) -> Bool) -> [UInt8] {
        var cut = Array(line[...arrayOpen])
        var first = true
        for element in elements where keeps(element.dexNumber, element.hasExclusions) {
            if !first { cut.append(UInt8(ascii: ",")) }
            cut += line[element.bytes]
            first = false
        }
        return cut + line[arrayClose...]
    }

    /// Where the value of the object key `key` (quoted, with its colon) begins, at the top level of the object that
    /// starts at `bytes.startIndex`; nil when that object has no such key.
    private static func rootValue(of key: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                if depth == 1, bytes[index...].starts(with: key) { return index + key.count }
                index = endOfString(at: index, in: bytes)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func rootValue(of key: [UInt8], in line: [UInt8]) -> Int? { rootValue(of: key, in: line[...]) }

    /// The index just past the object or array that starts at `start`.
    private static func end(ofValueAt start: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = endOfString(at: index, in: bytes[...])
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index just past the string whose opening quote is at `start`.
    private static func endOfString(at start: Int, in bytes: ArraySlice<UInt8>) -> Int {
        var index = start + 1
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }
}
