import DexSaves

/// Parses bytes as a save named "test.sav".
func parse(_ bytes: [UInt8]) throws(SaveFileError) -> SaveContents {
    try SaveFile.parse(bytes, file: "test.sav")
}

/// Why the bytes are refused, or nil if they parse.
func problem(_ bytes: [UInt8]) -> SaveFileError.Problem? {
    do {
        _ = try parse(bytes)
        return nil
    } catch {
        return error.problem
    }
}
