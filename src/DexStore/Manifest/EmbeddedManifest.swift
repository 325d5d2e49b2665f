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

    /// A manifest of the first line, game `index`'s line and the last line: games.json with only that game, in the
    /// one-game-per-line layout `ManifestSlices` reads. Inflated straight into one buffer: Sword's line is 0.66 MB.
    static func excerpt(ofGame index: Int, in container: ManifestContainer) throws -> Data {
        let lines = [0, index + 1, container.lines.count - 1]
        var data = Data(count: lines.reduce(0) { $0 + container.lines[$1].inflatedCount })
        let count = try readable {
            try data.withUnsafeMutableBytes { buffer in
                var end = 0
                for line in lines {
                    let start = end
                    end += container.lines[line].inflatedCount
                    try container.inflate(line: line, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start..<end]))
                    // Every game's line but the last ends with ",\n"; alone, the game is the last.
                    if line == index + 1, end - start >= 2, buffer[end - 2] == UInt8(ascii: ","), buffer[end - 1] == UInt8(ascii: "\n") {
                        buffer[end - 2] = UInt8(ascii: "\n")
                        end -= 1
                    }
                }
                return end
            }
        }
        data.count = count
        return data
    }

    static func damaged(_ reason: String) -> ManifestError {
        .unreadableManifest(file: GameManifest.bundledName, reason: "the copy compiled into dex is damaged (\(reason)); reinstall dex")
    }

    private static func readable<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let damage as ManifestContainer.Damage {
            throw damaged(damage.description)
        }
    }
}
