/// Finds a key that appears twice in one JSON object.
///
/// Readers disagree on such a document: Foundation's decoder keeps the first value, jq and Python the last, so a
/// file read either way may not mean what its writer saw. The scan runs over text a JSON parser has accepted; on
/// anything it does not expect it stops and reports nothing.
package enum JSONDuplicateKeys {
    package struct Duplicate: Equatable, Sendable {
        /// Where the second one is, as `DecodingDiagnostics.jsonPath` writes it: `games[0].pokemon[1].caught`.
        package var path: String
        package var key: String
    }

    /// The first key repeated in its object, in document order, or nil.
    package static func first(in bytes: [UInt8]) -> Duplicate? {
        var scanner = Scanner(bytes: bytes)
        return scanner.scan()
    }

    private struct Frame {
        var isObject: Bool
        var keys: Set<String> = []
        var key = ""
        var index = 0
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var stack: [Frame] = []

        private enum Step { case value, key, afterValue }

        mutating func scan() -> Duplicate? {
            var step = Step.value
            while true {
                skipSpace()
                guard i < bytes.count else { return nil }
                switch step {
                case .value:
                    switch bytes[i] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        let isObject = bytes[i] == UInt8(ascii: "{")
                        i += 1
                        stack.append(Frame(isObject: isObject))
                        skipSpace()
                        if i < bytes.count, bytes[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                            i += 1
                            stack.removeLast()
                            step = .afterValue
                        } else {
                            step = isObject ? .key : .value
                        }
                    case UInt8(ascii: "\""):
                        guard readString() != nil else { return nil }
                        step = .afterValue
                    default:
                        while i < bytes.count, !Self.endsScalar(bytes[i]) { i += 1 }
                        step = .afterValue
                    }
                case .key:
                    guard bytes[i] == UInt8(ascii: "\""), let key = readString(), !stack.isEmpty else { return nil }
                    if !stack[stack.count - 1].keys.insert(key).inserted { return Duplicate(path: path(to: key), key: key) }
                    stack[stack.count - 1].key = key
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    step = .value
                case .afterValue:
                    guard !stack.isEmpty else { return nil }
                    switch bytes[i] {
                    case UInt8(ascii: ","):
                        i += 1
                        if stack[stack.count - 1].isObject {
                            step = .key
                        } else {
                            stack[stack.count - 1].index += 1
                            step = .value
                        }
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        i += 1
                        stack.removeLast()
                    default:
                        return nil
                    }
                }
            }
        }

        /// The path of `key` in the innermost object.
        private func path(to key: String) -> String {
            var path = ""
            for frame in stack.dropLast() {
                if frame.isObject {
                    path += path.isEmpty ? frame.key : ".\(frame.key)"
                } else {
                    path += "[\(frame.index)]"
                }
            }
            return path.isEmpty ? key : "\(path).\(key)"
        }

        private static func endsScalar(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        private mutating func skipSpace() {
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        }

        /// The string that starts at `i` (a quote), its escapes decoded; `i` ends past its closing quote.
        private mutating func readString() -> String? {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "\"") {
                defer { i += 1 }
                return String(decoding: bytes[start..<i], as: UTF8.self)
            }
            var text = String(decoding: bytes[start..<i], as: UTF8.self).unicodeScalars
            var pendingHigh: UInt32?
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] != UInt8(ascii: "\\") {
                    if pendingHigh != nil { text.append("\u{FFFD}") }
                    pendingHigh = nil
                    let runStart = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
                    text.append(contentsOf: String(decoding: bytes[runStart..<i], as: UTF8.self).unicodeScalars)
                    continue
                }
                guard i + 1 < bytes.count else { return nil }
                let escaped = bytes[i + 1]
                i += 2
                var unit: UInt32?
                switch escaped {
                case UInt8(ascii: "b"): unit = 0x08
                case UInt8(ascii: "f"): unit = 0x0C
                case UInt8(ascii: "n"): unit = 0x0A
                case UInt8(ascii: "r"): unit = 0x0D
                case UInt8(ascii: "t"): unit = 0x09
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count,
                        let value = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    i += 4
                    unit = value
                default: unit = UInt32(escaped)
                }
                guard var value = unit else { return nil }
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value) {
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    } else {
                        text.append("\u{FFFD}")
                    }
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else {
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            }
            if pendingHigh != nil { text.append("\u{FFFD}") }
            guard i < bytes.count else { return nil }
            i += 1
            return String(text)
        }
    }
}
