import DexTestSupport
import Foundation
import Testing

@testable import DexApp
@testable import DexModel
@testable import DexStore
@testable import DexSystem

/// `dex list`'s plain table: what it shows of each entry, for every order, filter, reach and search, written line by line
/// as it is rendered whole.
@Suite struct ListTableTests {
    private static func tracked(_ slug: String, starter: String?, kinds: EntryKinds = .species) throws -> Tracker {
        let home = DexHome(url: try TemporaryFolder.make(prefix: "dex-list-table"))
        return try Tracker.addGame(
            slug, starter: starter, kinds: kinds, manifest: ManifestChoice(explicit: nil),
            spriteURLTemplate: SpriteURLTemplate.default, home: home
        ).tracker
    }

    /// Checks the table of every order and each filter, reach and search `dex list` takes: a line per Pokémon and per
    /// heading line. Returns the table of the whole game in regional order, to look into.
    private static func expectEveryTableHasALinePerPokemon(_ tracker: Tracker, search: String) throws -> String {
        let style = Style(enabled: true)
        for order in ListOrder.allCases {
            let asked: [(ListFilter?, ListReach?, Bool?, String?)] = [
                (nil, nil, nil, nil), (.missing, nil, nil, nil), (.caught, nil, nil, nil), (nil, .reachable, nil, nil),
                (nil, .needsTrade, nil, nil), (nil, nil, true, nil), (.caught, nil, false, nil), (nil, nil, nil, search),
            ]
            for (filter, reach, shiny, search) in asked {
                let listing = try tracker.list(
                    game: nil, filter: filter, reach: reach, shiny: shiny, search: PokemonSearch(search), order: order)
                let asked = "\(order) \(String(describing: filter)) \(String(describing: reach)) \(String(describing: shiny))"
                let table = ListTable.of(listing.entryListing, order: order, style: style)
                // A heading is a line of its own, after an empty line unless it starts the table.
                let headingLines = table.rows.indices.filter { table.heading(before: $0) != nil }.map { $0 > 0 ? 2 : 1 }
                    .reduce(0, +)
                let lines = table.rendered.isEmpty ? [] : table.rendered.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == listing.pokemon.count + headingLines, "\(asked)")
            }
        }
        let whole = try tracker.list(game: nil, filter: .all, search: nil)
        return ListTable.of(whole.entryListing, order: .regional, style: Style(enabled: false)).rendered
    }

    @Test func fireRedsTableShowsMarksNotesAndChoices() throws {
        let tracker = try Self.tracked("firered", starter: "bulbasaur")
        _ = try tracker.mark([.number(25)], caught: true, shiny: true, game: nil)
        _ = try tracker.mark([.number(138)], caught: true, game: nil)
        _ = try tracker.setNote("Viridian Forest, early", on: .number(10), game: nil)
        let table = try Self.expectEveryTableHasALinePerPokemon(tracker, search: "pika")
        #expect(table.contains("#025  R025  ★  Pikachu"))
        #expect(table.contains("Viridian Forest, early"))
        #expect(table.contains("passed over (you have Omanyte)"))
    }

    @Test func swordsTableShowsItsSectionsAndATrade() throws {
        let tracker = try Self.tracked("sword", starter: "grookey")
        _ = try tracker.mark([.number(813)], caught: true, game: nil, traded: true)
        _ = try tracker.mark([.number(25)], caught: true, shiny: true, game: nil)
        _ = try tracker.setNote("Route 4", on: .number(25), game: nil)
        let table = try Self.expectEveryTableHasALinePerPokemon(tracker, search: "bunny")
        #expect(table.contains("Isle of Armor Pokédex"))
        #expect(table.contains("Crown Tundra Pokédex"))
        #expect(table.contains("Not in these Pokédexes"))
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("#813") && $0.contains("traded · Starter") })
    }

    @Test func theNationalDexWithFormsTableShowsItsForms() throws {
        let tracker = try Self.tracked("national", starter: nil, kinds: EntryKinds(forms: true))
        _ = try tracker.mark([.name("alolan vulpix")], caught: true, shiny: true, game: nil)
        _ = try tracker.mark([.number(25)], caught: true, game: nil)
        _ = try tracker.setNote("from a friend", on: .name("galarian meowth"), game: nil)
        let table = try Self.expectEveryTableHasALinePerPokemon(tracker, search: "vulpix")
        #expect(table.split(separator: "\n").count == 1_284)
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("#037") && $0.contains("★  Alolan Vulpix") })
        #expect(table.split(separator: "\n").contains { $0.hasPrefix("#052") && $0.hasSuffix("from a friend") })
    }
}
