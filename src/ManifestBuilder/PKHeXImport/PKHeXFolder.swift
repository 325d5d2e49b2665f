import Foundation

/// A folder holding copies of PKHeX's legality tables, encounter lists and English location names, under their own
/// file names (`make import-pkhex` extracts them from a clone): what `manifest-gen import-pkhex` reads.
struct PKHeXFolder {
    let url: URL

    func bytes(_ name: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
        } catch {
            throw ManifestBuildError.unreadableTable(
                file: url.appendingPathComponent(name).path, reason: (error as NSError).localizedDescription)
        }
    }

    func text(_ name: String) throws -> String {
        String(decoding: try bytes(name), as: UTF8.self)
    }

    /// A game's location names: `prefix` is the text files' stem (`text_sv`); an id of 30000 and up is in the file of
    /// its bank (`text_sv_30000_en.txt` holds 30001 as its line 1), the rest in `_00000_`.
    func locationNames(_ prefix: String) throws -> LocationNames {
        var banks: [Int: [String]] = [:]
        for bank in [0, 30000, 40000, 60000] {
            let name = "\(prefix)_\(String(format: "%05d", bank))_en.txt"
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) else { continue }
            banks[bank] = try text(name).split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return LocationNames(banks: banks, file: prefix)
    }
}

/// Location ids to English names, from PKHeX's text resources.
struct LocationNames {
    let banks: [Int: [String]]
    let file: String

    func name(_ id: Int) throws -> String {
        let bank = id >= 30000 ? id / 10000 * 10000 : 0
        guard let lines = banks[bank], id - bank < lines.count, !lines[id - bank].isEmpty else {
            throw ManifestBuildError.missingData("a name for location \(id) in \(file)'s location texts")
        }
        return lines[id - bank]
    }
}

/// PKHeX's BinLinker packs: a two-letter magic, a count, then the offsets of each entry's start and end (32-bit, or
/// 16-bit in the `16` variant), each entry's end being the next one's start.
struct BinLinker {
    let entries: [ArraySlice<UInt8>]

    init(_ bytes: [UInt8], offsetSize: Int = 4, file: String) throws {
        guard bytes.count >= 4 else { throw ManifestBuildError.unreadableTable(file: file, reason: "too short") }
        let count = Int(bytes.u16(2))
        var entries: [ArraySlice<UInt8>] = []
        for index in 0..<count {
            let at = 4 + index * offsetSize
            let start = offsetSize == 4 ? Int(bytes.u32(at)) : Int(bytes.u16(at))
            let end = offsetSize == 4 ? Int(bytes.u32(at + 4)) : Int(bytes.u16(at + 2))
            guard start <= end, end <= bytes.count else {
                throw ManifestBuildError.unreadableTable(file: file, reason: "entry \(index) out of bounds")
            }
            entries.append(bytes[start..<end])
        }
        self.entries = entries
    }
}

extension Collection where Element == UInt8, Index == Int {
    /// Little-endian, `at` counted from the collection's start.
    func u16(_ at: Int) -> UInt16 {
        UInt16(self[startIndex + at]) | UInt16(self[startIndex + at + 1]) << 8
    }

    func u32(_ at: Int) -> UInt32 {
        UInt32(u16(at)) | UInt32(u16(at + 2)) << 16
    }

    func byte(_ at: Int) -> Int { Int(self[startIndex + at]) }

    /// Consecutive records of `size` bytes.
    func records(of size: Int) -> [SubSequence] {
        stride(from: startIndex, to: endIndex - size + 1, by: size).map { self[$0..<($0 + size)] }
    }
}
