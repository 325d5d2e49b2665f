import DexModel
import Foundation
import ManifestBuilder
import ManifestContainer
import Testing

/// Resources/games.json.z, the container dex embeds: it must give back games.json byte for byte. Compared after
/// inflating, so that another zlib, which may deflate differently, cannot fail these.
@Suite struct ManifestContainerTests {
    static let url = BundledManifest.packageRoot.appendingPathComponent("Resources/games.json.z")

    @Test func theCommittedContainerInflatesToTheCommittedManifest() throws {
        let json = try BundledManifest.bytes()
        let container = try Data(contentsOf: Self.url)
        let inflated = try container.withUnsafeBytes { try ManifestContainer($0).inflateAll() }
        #expect(Data(inflated) == json, "Resources/games.json.z is stale: run 'make manifest'")
        let slugs = try container.withUnsafeBytes { try ManifestContainer($0).slugs }
        #expect(slugs == (try BundledManifest.load()).games.map(\.slug))
    }

    @Test func eachLineInflatesAlone() throws {
        let json = try BundledManifest.bytes()
        let lines = json.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let container = try Data(contentsOf: Self.url)
        try container.withUnsafeBytes { bytes in
            let container = try ManifestContainer(bytes)
            #expect(container.lines.count == lines.count)
            for (index, line) in lines.enumerated() {
                let expected = Array(line) + (index == lines.count - 1 ? [] : [UInt8(ascii: "\n")])
                #expect(try container.inflate(line: index) == expected, "line \(index)")
            }
        }
    }

    @Test func theGeneratorWritesTheSameContainerEachTime() throws {
        let json = try BundledManifest.bytes()
        let first = try ManifestBuilder.container(of: json)
        #expect(first == (try ManifestBuilder.container(of: json)))
        let (inflated, lines) = try first.withUnsafeBytes { bytes in
            let container = try ManifestContainer(bytes)
            return (try container.inflateAll(), container.lines.map { [$0.slug: $0.inflatedCount] })
        }
        #expect(Data(inflated) == json)
        let committed = try Data(contentsOf: Self.url).withUnsafeBytes {
            try ManifestContainer($0).lines.map { [$0.slug: $0.inflatedCount] }
        }
        #expect(lines == committed)
    }

    @Test func aManifestWithoutOneLinePerGameIsRefused() throws {
        let json = Array(#"{"games":[{"slug":"a"}],"version":"v"}"#.utf8)
        #expect(throws: ManifestContainer.Damage.self) { try ManifestContainer.pack(json, slugs: ["a"]) }
    }

    /// Every way of damaging the container is an error, never a crash: cut anywhere, or any byte changed.
    @Test func aDamagedContainerIsAnErrorWhereverItIsDamaged() throws {
        let json = Array("{\"games\":[\n{\"slug\":\"a\"},\n{\"slug\":\"b\"}\n],\"version\":\"v\"}".utf8)
        let packed = try ManifestContainer.pack(json, slugs: ["a", "b"])
        #expect(try packed.withUnsafeBytes { try ManifestContainer($0).inflateAll() } == json)
        for cut in 0..<packed.count {
            #expect(throws: ManifestContainer.Damage.self) {
                _ = try Array(packed[..<cut]).withUnsafeBytes { try ManifestContainer($0).inflateAll() }
            }
        }
        #expect(throws: ManifestContainer.Damage.self) {
            _ = try (packed + [0]).withUnsafeBytes { try ManifestContainer($0).inflateAll() }
        }
        for position in packed.indices {
            var damaged = packed
            damaged[position] ^= 0x5A
            // A changed slug is still a container; which game it is, is checked by the loader.
            let result = Result { try damaged.withUnsafeBytes { try ManifestContainer($0).inflateAll() } }
            if case .success(let inflated) = result {
                #expect(inflated == json, "byte \(position)")
            }
        }
    }
}
