import CDexManifest
import FoundationEssentials
import DexModel
import ManifestContainer

/// The games.json compiled into the binary, read through its container (src/ManifestContainer). The bytes come from
/// the binary itself, but a damaged container is still an error naming the bundled file, never a crash.
enum EmbeddedManifest {
    /// The container compiled into the binary (Resources/games.json.z).
    static var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: dex_bundled_manifest_container_bytes(), count: dex_bundled_manifest_container_size())
    }

    static func container(_ bytes: UnsafeRawBufferPointer = bytes) throws -> ManifestContainer {
        try readable { () throws(ManifestContainer.Damage) in try ManifestContainer(bytes) }
    }

    /// Every line inflated: the exact bytes of Resources/games.json.
    static func data(_ bytes: UnsafeRawBufferPointer = bytes) throws -> Data {
        let container = try container(bytes)
        return Data(try readable { () throws(ManifestContainer.Damage) in try container.inflateAll() })
    }

    /// A manifest of the first line, game `index`'s line and the last line: games.json with only that game, in the
    /// one-game-per-line layout `ManifestSlices` reads.
    static func excerpt(ofGame index: Int, in container: ManifestContainer) throws -> Data {
        let (first, game, last) = try readable { () throws(ManifestContainer.Damage) in
            (try container.inflate(line: 0), try container.inflate(line: index + 1),
             try container.inflate(line: container.lines.count - 1))
        }
        // Every game's line but the last ends with ",\n"; alone, the game is the last.
        let lineEnd: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\n")]
        let trimmed = game.suffix(2).elementsEqual(lineEnd) ? game.dropLast(2) + [UInt8(ascii: "\n")] : game[...]
        return Data(first + trimmed + last)
    }

    static func damaged(_ reason: String) -> DexError {
        .unreadableManifest(file: GameManifest.bundledName, reason: "the copy compiled into dex is damaged (\(reason)); reinstall dex")
    }

    private static func readable<T>(_ body: () throws(ManifestContainer.Damage) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw damaged(error.description)
        }
    }
}
