import CDexManifest
import DexModel
import FoundationEssentials
import ManifestContainer

/// The games.json compiled into the binary, read through its container (src/ManifestContainer). The bytes come from
/// the binary itself, but a damaged container is still an error naming the bundled file, never a crash.
enum EmbeddedManifest {
    /// The container compiled into the binary (Resources/games.json.z).
    static var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: dex_bundled_manifest_container_bytes(), count: dex_bundled_manifest_container_size())
    }

    static func container(_ bytes: UnsafeRawBufferPointer = bytes) throws -> ManifestContainer {
        try readable { try ManifestContainer(bytes) }
    }

    /// Every line inflated: the exact bytes of Resources/games.json.
    static func data(_ bytes: UnsafeRawBufferPointer = bytes) throws -> Data {
        let container = try container(bytes)
        var data = Data(count: container.inflatedCount)
        try readable { try data.withUnsafeMutableBytes { try container.inflateAll(into: $0) } }
        return data
    }

    /// The JSON of game `index` alone: its line without the `,` and line break that separate it from the next.
    static func game(at index: Int, in container: ManifestContainer) throws -> [UInt8] {
        var line = try readable { try container.inflate(line: index + 1) }
        while let last = line.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: ",") { line.removeLast() }
        return line
    }

    /// The manifest's `version`, from its last line: `],"version":"…"}`.
    static func version(in container: ManifestContainer) throws -> String {
        let line = try readable { try container.inflate(line: container.lines.count - 1) }
        guard line.starts(with: Array("],".utf8)),
            let version = try? JSONDecoder().decode(VersionLine.self, from: Data("{".utf8) + Data(line.dropFirst(2))).version
        else { throw damaged("its last line holds no version") }
        return version
    }

    private struct VersionLine: Decodable {
        var version: String
    }

    static func damaged(_ reason: String) -> ManifestError {
        .unreadableManifest(
            file: GameManifest.bundledName, reason: "the copy compiled into dex is damaged (\(reason)); reinstall dex")
    }

    private static func readable<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let damage as ManifestContainer.Damage {
            throw damaged(damage.description)
        }
    }
}
