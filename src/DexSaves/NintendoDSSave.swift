/// Generations 4 and 5 share the cartridge's 512 KiB of flash; which layout wrote a file is told by the footers
/// each keeps at its own offsets.
enum NintendoDSSave {
    static let size = 0x80000
    /// DeSmuME's `.dsv` adds 122 bytes after the save, ending in this text (PKHeX SaveHandlerDeSmuME.cs).
    static let deSmuMEFooterSize = 0x7A
    static let deSmuMEMarker = Array("|-DESMUME SAVE-|".utf8)

    /// Whether the file is a DS save's 512 KiB, bare, with an emulator's clock footer of at most `allowance`
    /// bytes, or with DeSmuME's footer. The readers look only at the first 512 KiB.
    static func hasSaveSize(_ bytes: [UInt8], allowance: Int) -> Bool {
        if (size...(size + allowance)).contains(bytes.count) { return true }
        return bytes.count == size + deSmuMEFooterSize && bytes.suffix(deSmuMEMarker.count).elementsEqual(deSmuMEMarker)
    }

    static func read(_ bytes: [UInt8]) throws(SaveFileError.Problem) -> SaveContents {
        var damaged: SaveFileError.Problem?
        do {
            if let contents = try Gen4Save.read(bytes) { return contents }
        } catch { damaged = error }
        do {
            if let contents = try Gen5Save.read(bytes) { return contents }
        } catch { damaged = damaged ?? error }
        if let damaged { throw damaged }
        if bytes.all(0xFF, in: 0..<size) || bytes.all(0x00, in: 0..<size) { throw .empty }
        throw .notASave
    }
}
