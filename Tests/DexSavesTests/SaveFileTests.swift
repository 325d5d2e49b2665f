import DexSaves
import DexTestSupport
import Foundation
import SaveFileSupport
import Testing

@Suite struct SaveFileTests {
    let folder: URL

    init() throws {
        folder = try TemporaryFolder.make(prefix: "dex-saves")
    }

    func problem(reading path: String) -> SaveFileError.Problem? {
        do {
            _ = try SaveFile.read(path: path)
            return nil
        } catch {
            return error.problem
        }
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func readsASaveFromAFile() throws {
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.owned = [1, 2]
        let save = try SaveFile.read(path: try write(writer.bytes(), "firered.sav"))
        #expect(save.family == .fireRedLeafGreen)
        #expect(save.owned == [1, 2])
    }

    @Test func aTruncatedSaveIsRefused() throws {
        let gen3 = Array(Gen3SaveWriter(.emerald).bytes().prefix(100_000))
        #expect(problem(reading: try write(gen3, "cut.sav")) == .unknownSize(size: 100_000))
        #expect(problem(reading: try write(Array(repeating: 1, count: 1000), "tiny.sav")) == .tooSmall(size: 1000))
        #expect(problem(reading: try write([], "zero.sav")) == .tooSmall(size: 0))
    }

    @Test func aFileOverTheLimitIsRefusedAfterReadingOnlyTheLimit() throws {
        let path = try write(Array(repeating: 0, count: 32 << 20), "rom.gba")
        #expect(problem(reading: path) == .tooBig(limit: SaveFile.maximumSize))
    }

    @Test func aNintendoDSSaveIsRead() throws {
        var writer = Gen4SaveWriter(.platinum)
        writer.owned = [387]
        writer.seen = [387, 396]
        let save = try SaveFile.read(path: try write(writer.bytes(), "platinum.sav"))
        #expect(save.family == .platinum)
        #expect(save.owned == [387])
    }

    @Test func aDeSmuMESaveIsReadWithoutItsFooter() throws {
        var writer = Gen5SaveWriter(.blackWhite)
        writer.owned = [495]
        let footer = [UInt8](repeating: 0x20, count: 0x7A - 16) + Array("|-DESMUME SAVE-|".utf8)
        #expect(try SaveFile.read(path: try write(writer.bytes() + footer, "white.dsv")).owned == [495])
        var other = footer
        other[other.count - 2] = UInt8(ascii: "?")
        #expect(problem(reading: try write(writer.bytes() + other, "odd.dsv")) == .unknownSize(size: 0x8007A))
    }

    @Test func aBlankNintendoDSSaveIsEmpty() throws {
        #expect(problem(reading: try write(Array(repeating: 0, count: 0x80000), "new.sav")) == .empty)
    }

    @Test func aFolderIsRefused() {
        #expect(problem(reading: folder.path) == .notAFile(kind: "a folder"))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = folder.appendingPathComponent("pipe.sav").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(problem(reading: path) == .notAFile(kind: "a FIFO (named pipe)"))
    }

    @Test func aMissingFileIsRefused() {
        #expect(problem(reading: folder.appendingPathComponent("none.sav").path) == .unreadable(reason: "no such file"))
    }

    @Test func messagesNameTheFileAndWhatToDo() {
        let error = SaveFileError(file: "red.sav", problem: .badChecksum(.redBlueYellow))
        #expect(
            error.description
                == "red.sav holds a Red/Blue/Yellow save whose checksum does not match its data: the save is damaged; load it in the game and save again"
        )
        #expect(!SaveFileError(file: "x", problem: .bothCopiesDamaged).description.contains("\n"))
    }
}
