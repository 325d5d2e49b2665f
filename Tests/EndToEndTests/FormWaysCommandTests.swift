import DexTestSupport
import Foundation
import Testing

/// In a game tracked with forms, `dex where`, `dex show` and `dex list` give each form the places, evolutions and eggs
/// that give that form, and class an event's form as one, on the bundled manifest, run as a user runs them.
@Suite(.tags(.endToEnd)) struct FormWaysCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func fireRedsTanobyChambersEachGiveTheirOwnUnownLetters() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--forms", "--no-sprites"])
        let viapois = try await dex.succeed(["where", "viapois chamber"])
        #expect(viapois.hasPrefix("Viapois Chamber"), "\(viapois)")
        #expect(viapois.contains("Unown Z") && viapois.contains("Unown !"), "\(viapois)")
        #expect(!viapois.contains("Unown A") && !viapois.contains("Unown B"), "\(viapois)")
        let b = try await dex.succeed(["show", "unown b", "--no-sprite"])
        #expect(b.contains("Rixy Chamber (walking)") && !b.contains("Monean"), "\(b)")
    }

    @Test func swordsFormsEvolveAndHatchFromTheirOwnForms() async throws {
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--forms", "--no-sprites"])
        let alolan = try await dex.succeed(["show", "alolan meowth", "--no-sprite"])
        #expect(alolan.contains("Breed Alolan Persian") && !alolan.contains("Perrserker"), "\(alolan)")
        let slowbro = try await dex.succeed(["show", "galarian slowbro", "--no-sprite"])
        #expect(slowbro.contains("Evolve Galarian Slowpoke (Galarica Cuff)"), "\(slowbro)")
        #expect(!slowbro.contains("the data has no location for it"), "\(slowbro)")
        let dusk = try await dex.succeed(["show", "dusk lycanroc", "--no-sprite"])
        #expect(dusk.contains("Evolve Own Tempo Rockruff (level 25, dusk)"), "\(dusk)")
    }

    @Test func aFormIsMetAtItsOwnFlowersOrSeaAndOtherwiseComesFromElsewhere() async throws {
        try await dex.succeed(["add-game", "x", "--starter", "froakie", "--forms", "--no-sprites"])
        let red = try await dex.succeed(["show", "red flabebe", "--no-sprite"])
        #expect(red.contains("Route 4 (red flowers)") && !red.contains("yellow flowers"), "\(red)")
        let route7 = try await dex.succeed(["where", "route 7"])
        #expect(route7.contains("Blue Flabébé") && !route7.contains("Red Flabébé"), "\(route7)")
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--forms", "--no-sprites"])
        let west = try await dex.succeed(["show", "west shellos", "--no-sprite"])
        #expect(west.contains("Not in Sword: transfer from Pokémon HOME"), "\(west)")
        let reachable = try await dex.succeed(["list", "--reachable", "--search", "shellos"])
        #expect(reachable.contains("East Shellos") && !reachable.contains("West Shellos"), "\(reachable)")
        try await dex.succeed(["add-game", "scarlet", "--starter", "fuecoco", "--forms", "--no-sprites"])
        let fancy = try await dex.succeed(["show", "fancy vivillon", "--no-sprite"])
        #expect(fancy.contains("(walking)") && !fancy.contains("event only"), "\(fancy)")
        let meadow = try await dex.succeed(["show", "meadow vivillon", "--no-sprite"])
        #expect(meadow.contains("Not in Scarlet: transfer from Pokémon HOME"), "\(meadow)")
    }

    @Test func anEventsFormIsNotCountedAsReachable() async throws {
        try await dex.succeed(["add-game", "ultra-sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        let dusk = try await dex.succeed(["show", "dusk lycanroc", "--no-sprite"])
        #expect(dusk.contains("event only (Own Tempo Rockruff)"), "\(dusk)")
        let reachable = try await dex.succeed(["list", "--reachable", "--search", "pikachu"])
        #expect(reachable.contains("Pikachu") && !reachable.contains("Cap Pikachu"), "\(reachable)")
        let all = try await dex.succeed(["list", "--search", "cap pikachu"])
        #expect(all.contains("Original Cap Pikachu") && all.contains("event only"), "\(all)")
        try await dex.succeed(["add-game", "x", "--starter", "froakie", "--forms", "--no-sprites"])
        let floette = try await dex.succeed(["show", "eternal floette", "--no-sprite"])
        #expect(floette.contains("Not in X: event only"), "\(floette)")
        let vivillon = try await dex.succeed(["show", "meadow vivillon", "--no-sprite"])
        #expect(vivillon.contains("the pattern of the region your system is set to; the others by trade"), "\(vivillon)")
        let fancy = try await dex.succeed(["show", "fancy vivillon", "--no-sprite"])
        #expect(fancy.contains("event only"), "\(fancy)")
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        let ninetales = try await dex.succeed(["show", "alolan ninetales", "--no-sprite"])
        #expect(ninetales.contains("Evolve Alolan Vulpix (Ice Stone)"), "\(ninetales)")
    }

    @Test func aFormAnswersToItsWordsInAnyOrderAndListsInOneStyle() async throws {
        try await dex.succeed(["add-game", "scarlet", "--starter", "fuecoco", "--forms", "--no-sprites"])
        for (typed, name) in [
            ("blaze tauros", "Paldean Tauros Blaze Breed"), ("Tauros (Blaze Breed)", "Paldean Tauros Blaze Breed"),
            ("blue squawkabilly", "Blue Plumage Squawkabilly"), ("breed aqua tauros", "Paldean Tauros Aqua Breed"),
        ] {
            let shown = try await dex.succeed(["show", typed, "--no-sprite"])
            #expect(shown.contains(name), "\(typed): \(shown)")
        }
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--forms", "--no-sprites"])
        let darmanitan = try await dex.succeed(["mark", "galarian darmanitan"])
        #expect(darmanitan.hasPrefix("Caught #555 Galarian Darmanitan\n"), "\(darmanitan)")
        let alcremie = try await dex.succeed(["show", "rainbow swirl alcremie", "--no-sprite"])
        #expect(alcremie.contains("Rainbow Swirl") && alcremie.contains("Alcremie"), "\(alcremie)")
        let zygarde = try await dex.succeed(["list", "--search", "zygarde"])
        #expect(zygarde.contains("Zygarde 10%") && !zygarde.contains("Forme") && !zygarde.contains("Standard"), "\(zygarde)")
    }
}
