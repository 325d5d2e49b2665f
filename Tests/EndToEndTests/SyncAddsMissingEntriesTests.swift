import DexTestSupport
import Foundation
import Testing

/// `dex sync` shows here what another machine caught that this machine's list lacks: the entry is added as `mark
/// --traded` adds it, inside the sync's one journal entry, and an entry this dex's game data does not list at all is
/// warned about and kept in the shared state.
@Suite(.tags(.endToEnd)) struct SyncAddsMissingEntriesTests {
    let shared: URL

    init() throws {
        shared = try TemporaryFolder.make(prefix: "dex-sync-entries")
    }

    func sync(_ machine: DexProcess, sourceLocation: SourceLocation = #_sourceLocation) async throws -> DexProcess.Result {
        let result = try await machine.run(["sync", shared.path])
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// Two machines on the bundled manifest, each tracking FireRed (Bulbasaur) and Sun with forms (Rowlet), in step.
    func machinesTrackingBothGames() async throws -> (DexProcess, DexProcess) {
        let (a, b) = (try DexProcess(manifest: nil), try DexProcess(manifest: nil))
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await a.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        for machine in [a, b, a] { _ = try await sync(machine) }
        return (a, b)
    }

    @Test func aTradedCatchTheListLacksIsAddedAndShown() async throws {
        let (a, b) = try await machinesTrackingBothGames()
        #expect(!(try await b.succeed(["list", "--game", "firered"]).contains("Charmander")))
        try await a.succeed(["mark", "4", "--traded", "--game", "firered"])
        try await a.succeed(["mark", "725", "--traded", "--game", "sun"])
        _ = try await sync(a)
        let synced = try await sync(b)
        #expect(synced.stdout.contains("Updated 2 Pokémon."), "\(synced.stdout)")
        #expect(synced.stderr.isEmpty, "\(synced.stderr)")
        #expect(try await b.succeed(["list", "--caught", "--game", "firered"]).contains("Charmander  traded"))
        #expect(try await b.succeed(["list", "--caught", "--game", "sun"]).contains("Litten  traded"))
        let shown = try await b.succeed(["show", "4", "--game", "firered", "--no-sprite"])
        #expect(shown.contains("Caught:   yes") && shown.contains("Traded:   yes"), "\(shown)")
        #expect(try await a.sharedCatchesCSV() == (try await b.sharedCatchesCSV()))

        await #expect(try sync(b).stdout == "Nothing new to sync in \(shared.path).\n")
        await #expect(try sync(a).stdout == "Nothing new to sync in \(shared.path).\n")

        #expect(try await b.succeed(["undo"]) == "Undid: synced changes from 1 other machine.\n")
        #expect(!(try await b.succeed(["list", "--caught", "--game", "firered"]).contains("Charmander")))
        #expect(!(try await b.succeed(["list", "--caught", "--game", "sun"]).contains("Litten")))
        // The undo is B's own change: the next syncs take it to A.
        for machine in [b, a] { _ = try await sync(machine) }
        #expect(!(try await a.succeed(["list", "--caught", "--game", "firered"]).contains("Charmander")))
        // B's list no longer has the entry; A's keeps it, with nothing caught or noted.
        for game in ["firered", "sun"] {
            let caught = ["list", "--caught", "--game", game]
            #expect(try await a.succeed(caught) == (try await b.succeed(caught)))
        }
    }

    @Test func aGameAddedBySyncGetsTheTradedEntriesItsSeedingLacks() async throws {
        let (a, b) = (try DexProcess(manifest: nil), try DexProcess(manifest: nil))
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        try await a.succeed(["mark", "4", "--traded"])
        _ = try await sync(a)
        let synced = try await sync(b)
        #expect(synced.stdout.contains("Now tracking firered"), "\(synced.stdout)")
        #expect(try await b.succeed(["list", "--caught"]).contains("Charmander  traded"))
        #expect(try await a.sharedCatchesCSV() == (try await b.sharedCatchesCSV()))
        await #expect(try sync(b).stdout == "Nothing new to sync in \(shared.path).\n")
    }

    @Test func anEntryThisGameDataLacksIsWarnedAboutAndKept() async throws {
        // A reads the bundled manifest, B a small one whose FireRed has no Mewtwo and which has no national entry.
        let (a, b) = (try DexProcess(manifest: nil), try DexProcess())
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        for machine in [a, b, a] { _ = try await sync(machine) }
        try await a.succeed(["mark", "150,25"])
        _ = try await sync(a)
        let synced = try await sync(b)
        #expect(
            synced.stderr
                == "Warning: another machine has #150 in firered, which this dex's game data does not list; "
                + "update dex here, and a later sync that brings in changes adds it\n")
        #expect(try await b.succeed(["list", "--caught"]).contains("Pikachu"))
        // B's next change does not drop the register: A still has its Mewtwo after syncing B's mark.
        try await b.succeed(["mark", "1"])
        _ = try await sync(b)
        _ = try await sync(a)
        let caught = try await a.succeed(["list", "--caught"])
        #expect(caught.contains("Mewtwo") && caught.contains("Bulbasaur"), "\(caught)")
    }

    @Test func anEntryOnlyTheNationalListHasIsAddedAsAnEvent() async throws {
        // B's manifest: the small one, whose FireRed has no Mewtwo, with a national entry that has it.
        var manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.miniManifest)) as? [String: Any] ?? [:]
        let national: [String: Any] = [
            "slug": "national", "name": "National Pokédex", "generation": 9, "spriteGeneration": "home",
            "hasStarterChoice": false, "availableStarters": [],
            "pokemon": [
                [
                    "dexNumber": 150, "name": "Mewtwo", "notes": "Event", "spriteSlug": "mewtwo", "excludedForStarters": [],
                ]
            ],
        ]
        manifest["games"] = (manifest["games"] as? [Any] ?? []) + [national]
        let file = shared.deletingLastPathComponent().appendingPathComponent("\(shared.lastPathComponent).json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (a, b) = (try DexProcess(manifest: nil), try DexProcess(manifest: file))
        try await a.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        for machine in [a, b, a] { _ = try await sync(machine) }
        try await a.succeed(["mark", "150"])
        _ = try await sync(a)
        let synced = try await sync(b)
        #expect(synced.stderr.isEmpty, "\(synced.stderr)")
        let shown = try await b.succeed(["show", "150", "--no-sprite"])
        #expect(shown.contains("Mewtwo") && shown.contains("Caught:   yes"), "\(shown)")
        #expect(shown.contains("Not in this game's data"), "\(shown)")
        await #expect(try sync(b).stdout == "Nothing new to sync in \(shared.path).\n")
    }
}
