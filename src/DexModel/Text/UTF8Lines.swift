/// Where text stops being UTF-8, counted in lines as `CSVText` counts them (LF, CRLF or a lone CR ends a line).
package enum UTF8Lines {
    /// The line, from 1, of the first byte that is not part of valid UTF-8; nil when every byte is.
    package static func lineOfFirstInvalidByte(in bytes: some Sequence<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var afterCR = false
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\r" || (scalar == "\n" && !afterCR) { line += 1 }
                afterCR = scalar == "\r"
            case .emptyInput:
                return nil
            case .error:
                return line
            }
        }
    }
}
