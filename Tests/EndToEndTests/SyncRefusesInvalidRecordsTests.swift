import DexTestSupport
import Foundation
import Testing

/// `dex sync` applies only what `dex add-game` would accept: a record adding a game with a starter it does not offer,
/// a sprite address that is not http(s), options that are not JSON or a name a machine cannot take is refused with
/// one warning naming its file, and the other records are applied.
@Suite(.tags(.endToEnd)) struct SyncRefusesInvalidRecordsTests {
    let shared: URL

    init() throws {
        shared = try TemporaryFolder.make(prefix: "dex-sync-refused")
    }

    static let now: Int64 = 1_764_000_000_000

    static func options(starter: String, sprites: String = "https://img.example/{sprite}.png") -> ForgedSyncFile.Value {
        .text(
            #"{"starter":"\#(starter)","forms":0,"genders":0,"shiny":0,"spriteURLTemplate":"\#(sprites)"}"#)
    }

    @Test func eachInvalidRecordIsRefusedWithOneWarningAndTheRestApplied() async throws {
        var forged = ForgedSyncFile()
        forged.append([("firered", 0, "", "game", Self.options(starter: "mewtwo"))], clock: Self.now)
        forged.append(
            [("firered", 0, "", "game", Self.options(starter: "charmander")), ("firered", 4, "", "catch", .integer(1))],
            clock: Self.now + 1)
        forged.append([("yellow", 0, "", "game", .text(#"{"starter": null, "forms": 0"#))], clock: Self.now + 2)
        forged.append(
            [
                ("firered", 25, "", "catch", .integer(1)),
                ("yellow", 0, "", "game", Self.options(starter: "", sprites: "file:///etc/{sprite}")),
            ],
            clock: Self.now + 3)
        forged.append([("", 0, "", "name " + forged.machine, .text("bad\u{1B}[2Jname"))], clock: Self.now + 4)
        forged.append([("firered", 7, "", "catch", .integer(1))], clock: Self.now + 5)
        let file = try forged.write(to: shared)

        let dex = try DexProcess()
        let synced = try await dex.run(["sync", shared.path])
        #expect(synced.status == 0, "\(synced.stderr)")
        let warnings = synced.stderr.split(separator: "\n")
        #expect(warnings.count == 4, "\(synced.stderr)")
        #expect(warnings.allSatisfy { $0.hasPrefix("Warning: \(file) holds a record that ") }, "\(synced.stderr)")
        #expect(
            warnings.first.map(String.init)
                == "Warning: \(file) holds a record that adds firered with the starter 'mewtwo', which it does not offer "
                + "(its starters: bulbasaur, charmander, squirtle); that record is skipped, the others are applied")
        #expect(warnings[1].contains("adds yellow with options that are not valid JSON"), "\(warnings[1])")
        #expect(warnings[2].contains("adds yellow with the sprite address 'file:///etc/{sprite}'"), "\(warnings[2])")
        #expect(warnings[3].contains("names its machine"), "\(warnings[3])")

        // FireRed seeded for Charmander, as `add-game` seeds it; the valid records' catches applied.
        let games = try await dex.succeed(["games"])
        #expect(games.contains("firered") && !games.contains("yellow"), "\(games)")
        let reference = try DexProcess()
        try await reference.succeed(["add-game", "firered", "--starter", "charmander", "--no-sprites"])
        let list = ["list", "--game", "firered"]
        // Squirtle, which a Charmander run lacks, is added as traded.
        #expect(
            try await dex.succeed(list).split(separator: "\n").count
                == (try await reference.succeed(list)).split(separator: "\n").count + 1)
        let caught = try await dex.succeed(["list", "--caught"])
        #expect(caught.contains("Charmander") && !caught.contains("Pikachu") && caught.contains("Squirtle"), "\(caught)")
        // Refused once: the next sync does not read them again.
        let again = try await dex.run(["sync", shared.path])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
    }

    /// Generation 1 has no shinies: a machine's shiny catch and shiny dex in Yellow (an older dex's) are kept as
    /// ordinary ones here, with one line that says so.
    @Test func aGeneration1ShinyCatchIsKeptAsAnOrdinaryOne() async throws {
        var forged = ForgedSyncFile()
        forged.append(
            [
                (
                    "yellow", 0, "", "game",
                    .text(
                        #"{"starter":null,"forms":0,"genders":0,"shiny":1,"spriteURLTemplate":"https://img.example/{sprite}.png"}"#
                    )
                ),
                ("yellow", 25, "", "catch", .integer(3)),
            ],
            clock: Self.now)
        _ = try forged.write(to: shared)

        let dex = try DexProcess()
        let synced = try await dex.run(["sync", shared.path])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(
            synced.stderr.contains(
                "Pokémon Yellow has no shiny Pokémon: its shiny catches and shiny living dex were kept as ordinary ones"),
            "\(synced.stderr)")
        let caught = try await dex.succeed(["list", "--game", "yellow", "--caught"])
        #expect(caught.contains("Pikachu") && !caught.contains("★"), "\(caught)")
        let again = try await dex.run(["sync", shared.path])
        #expect(!again.stderr.contains("has no shiny"), "said once: \(again.stderr)")
    }
}
