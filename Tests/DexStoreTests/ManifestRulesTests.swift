import DexTestSupport
import Foundation
import Testing

@testable import DexModel
@testable import DexStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a manifest may not be: names `dex mark` cannot find or cannot tell apart, a file too big to read, or
/// something that is not a file at all.
@Suite struct ManifestRulesTests {
    /// A one-game manifest with these Pokémon names (dex numbers 1, 2, …) and this game name.
    static func manifest(names: [String], gameName: String = "Pokémon Testland") -> String {
        let pokemon = names.enumerated().map { index, name in
            #"{"dexNumber":\#(index + 1),"name":"\#(name)","notes":"","spriteSlug":"mon-\#(index + 1)","excludedForStarters":[]}"#
        }
        return
            #"{"version":"1","games":[{"slug":"testland","name":"\#(gameName)","generation":1,"spriteGeneration":"t","hasStarterChoice":false,"availableStarters":[],"pokemon":[\#(pokemon.joined(separator: ","))]}]}"#
    }

    /// Writes `text` to a manifest file in a new temporary folder and loads it, whole and as one game.
    static func load(_ text: String) throws -> (
        whole: Result<GameManifest, any Error>, single: Result<GameManifest.SelectedGame, any Error>, path: String
    ) {
        let url = try TemporaryFolder.make(prefix: "dex-manifest").appendingPathComponent("games.json")
        try Data(text.utf8).write(to: url)
        return (
            Result { try GameManifest.load(path: url.path) }, Result { try GameManifest.loadGame("testland", path: url.path) },
            url.path
        )
    }

    static func expectFault(_ text: String, at path: String, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        try expectError(text, sourceLocation: sourceLocation) { .invalidManifest(file: $0, path: path, problem: problem) }
    }

    /// Loads `text` whole and as one game: each must throw what `expected` makes of the file's path.
    static func expectError(
        _ text: String, sourceLocation: SourceLocation = #_sourceLocation, _ expected: (String) -> ManifestError
    ) throws {
        let (whole, single, file) = try load(text)
        #expect(throws: expected(file), sourceLocation: sourceLocation) { try whole.get() }
        #expect(throws: expected(file), sourceLocation: sourceLocation) { try single.get() }
    }

    @Test func distinctNamesLoad() throws {
        let (whole, single, _) = try Self.load(
            Self.manifest(names: ["Bulbasaur", "Mr. Mime", "Mime Jr.", "Nidoran♀", "Nidoran♂"]))
        #expect(try whole.get().games[0].pokemon.count == 5)
        #expect(try single.get().entry.pokemon.count == 5)
    }

    @Test func anEmptyOrBlankNameIsRefused() throws {
        try Self.expectFault(Self.manifest(names: ["Bulbasaur", ""]), at: "games[0].pokemon[1].name", "empty name")
        try Self.expectFault(Self.manifest(names: ["  ", "Bulbasaur"]), at: "games[0].pokemon[0].name", "empty name")
    }

    @Test func aNameWithNothingToMatchIsRefused() throws {
        try Self.expectError(Self.manifest(names: ["Bulbasaur", "?!"])) {
            .nameWithNothingToMatch(file: $0, path: "games[0].pokemon[1].name", name: "?!", isForm: false)
        }
    }

    @Test func aDuplicateNameIsRefusedWithBothPlaces() throws {
        try Self.expectFault(
            Self.manifest(names: ["Pikachu", "Raichu", "Bulbasaur", "Pikachu"]), at: "games[0].pokemon[3].name",
            "duplicate name 'Pikachu' (also at games[0].pokemon[0])")
    }

    @Test func namesThatMatchAlikeAreDuplicates() throws {
        try Self.expectError(Self.manifest(names: ["Mr. Mime", "Abra", "mr-mime"])) {
            .namesMatchedAlike(
                file: $0, path: "games[0].pokemon[2].name", name: "mr-mime", other: "Mr. Mime", otherPath: "games[0].pokemon[0]")
        }
        try Self.expectError(Self.manifest(names: ["Flabébé", "FLABEBE"])) {
            .namesMatchedAlike(
                file: $0, path: "games[0].pokemon[1].name", name: "FLABEBE", other: "Flabébé", otherPath: "games[0].pokemon[0]")
        }
    }

    @Test func anEmptyGameNameIsRefused() throws {
        try Self.expectFault(Self.manifest(names: ["Abra"], gameName: " "), at: "games[0].name", "empty name")
    }

    @Test func theBundledManifestPassesTheNameRules() throws {
        let manifest = try GameManifest.load()
        #expect(manifest.games.count == 39)
    }

    @Test func aManifestOverTheLimitIsRefusedBeforeItIsRead() throws {
        let url = try TemporaryFolder.make(prefix: "dex-manifest").appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        // A sparse file: as big as the limit allows plus one byte, without writing 64 MiB.
        #expect(truncate(url.path, off_t(ManifestFile.maximumBytes + 1)) == 0)
        #expect(
            throws: ManifestError.unreadableManifest(
                file: url.path,
                reason: "it is 64.1 MiB, more than the 64 MiB a manifest may be; keep only the games you need in it")
        ) {
            try GameManifest.load(path: url.path)
        }
        #expect(
            throws: ManifestError.unreadableManifest(
                file: url.path,
                reason: "it is 64.1 MiB, more than the 64 MiB a manifest may be; keep only the games you need in it")
        ) {
            try GameManifest.loadGame("testland", path: url.path)
        }
    }

    @Test func aFolderOrADeviceIsNotAManifest() throws {
        let folder = try TemporaryFolder.make(prefix: "dex-manifest")
        #expect(
            throws: ManifestError.unreadableManifest(
                file: folder.path, reason: "it is a folder; pass the path of a games.json file")
        ) {
            try GameManifest.load(path: folder.path)
        }
        #expect(
            throws: ManifestError.unreadableManifest(
                file: "/dev/null", reason: "it is a device, not a file; pass the path of a games.json file")
        ) {
            try GameManifest.load(path: "/dev/null")
        }
    }
}
