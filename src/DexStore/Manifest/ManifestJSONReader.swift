import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON bytes in place, for `ManifestGameParser`: strings are found with `memchr` from quote to quote, and
/// nothing is decoded that is not asked for. Every method returns nil or false at anything it does not expect; the
/// caller then falls back to JSONDecoder, which explains any fault.
struct ManifestJSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>, at: Int = 0) {
        self.bytes = bytes
        self.at = at
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// `{"key": value, …}`, handing each key to `member`, which reads the value.
    mutating func object(_ member: (inout Self, String) -> Bool) -> Bool {
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

    /// `[value, …]`, handing each element to `element`, which reads it.
    mutating func array(_ element: (inout Self) -> Bool) -> Bool {
        skipSpace()
        guard take(UInt8(ascii: "[")) else { return false }
        skipSpace()
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            skipSpace()
            guard element(&self) else { return false }
            skipSpace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// A string value, unescaped by JSONDecoder when it holds an escape.
    mutating func string() -> String? {
        if let body = plainString() { return String(decoding: body, as: UTF8.self) }
        let start = at
        guard skipString() else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(UnsafeBufferPointer(rebasing: bytes[start..<at])))
    }

    /// A string value's UTF-8 between its quotes, when it holds no escape and so is the text as it is; nil, having
    /// read nothing, for any other value.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        let start = at
        guard skipString() else {
            at = start
            return nil
        }
        let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(at - 1)])
        if let base = body.baseAddress, memchr(base, Int32(Self.backslash), body.count) != nil {
            at = start
            return nil
        }
        return body
    }

    /// A whole number.
    mutating func int() -> Int? {
        var value = 0
        let negative = take(UInt8(ascii: "-"))
        let start = at
        while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39, at - start < 18 {
            value = value * 10 + Int(bytes[at] - 0x30)
            at += 1
        }
        guard at > start, at == bytes.count || !Self.continuesNumber(bytes[at]) else { return nil }
        return negative ? -value : value
    }

    mutating func bool() -> Bool? {
        if take(literal: "true") { return true }
        if take(literal: "false") { return false }
        return nil
    }

    /// Takes a `null` if one comes next.
    mutating func null() -> Bool { take(literal: "null") }

    /// Jumps from quote to quote with `memchr`; a quote after an odd number of backslashes is part of the text.
    mutating func skipString() -> Bool {
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
    mutating func skipValue() -> Bool {
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
            while at < bytes.count,
                ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[at])
            {
                at += 1
            }
            return at > start
        }
    }

    mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    var isAtEnd: Bool { at == bytes.count }

    private mutating func take(literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[at + offset] != literal.utf8Start[offset] { return false }
        guard at + count == bytes.count || !Self.continuesNumber(bytes[at + count]) else { return false }
        at += count
        return true
    }

    /// A byte that would make a number or literal longer (`12a`, `1.5`, `truex`).
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }
}
