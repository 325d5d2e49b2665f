import DexModel
import DexTestSupport
import Foundation
import Testing

/// On the bundled manifest: a game tracked with forms and as a shiny living dex records a shiny catch per form, keeps
/// its species' shiny lock on every form, and writes the shiny state beside each form in a backup.
@Suite(.tags(.endToEnd)) struct ShinyFormsTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func aShinyFormIsItsOwnAndALockHoldsForEveryForm() async throws {
        let added = try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--forms", "--shiny", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Sword with Grookey: ") && added.contains(" to catch shiny."), "\(added)")
        let marked = try await dex.succeed(["mark", "galarian meowth", "--shiny"])
        #expect(marked.hasPrefix("Caught shiny #052 Galarian Meowth\n"), "\(marked)")
        let meowths = try await dex.succeed(["list", "--search", "meowth"]).split(separator: "\n")
        #expect(meowths.contains { $0.contains("★") && $0.contains("Galarian Meowth") }, "\(meowths)")
        #expect(meowths.contains { $0.contains("·") && $0.contains("Meowth") && !$0.contains("Galarian") }, "\(meowths)")

        let locked = try await dex.run(["mark", "892", "--all-forms", "--shiny"])
        #expect(locked.status == 1, "\(locked.stdout)")
        #expect(
            locked.stderr.contains("are never shiny in Pokémon Sword") && locked.stderr.contains("Urshifu"),
            "\(locked.stderr)")
        #expect(!(try await dex.succeed(["list", "--caught"])).contains("Urshifu"))

        let csv = try await dex.succeed(["export", "--format", "csv"])
        let galarianMeowth = csv.split(separator: "\n").first { $0.contains(",Galarian Meowth,yes,") }
        #expect(galarianMeowth?.contains(",no,yes,\(CalendarDay.today()),") == true, "\(csv.prefix(300))")
        #expect(galarianMeowth?.hasSuffix(",galar") == true, "\(csv.prefix(300))")
    }
}
