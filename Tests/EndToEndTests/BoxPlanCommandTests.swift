import DexTestSupport
import Foundation
import Testing

/// A living dex's boxes on the shared page, on the bundled manifest: a Pokémon's box and slot follow the game's whole
/// Pokédex, so adding another never moves it, and the headings give the list's own numbers.
@Suite(.tags(.endToEnd)) struct BoxPlanCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// The page's boxes, each as its heading's range and its cells' titles (nil for an empty slot).
    private func boxes() async throws -> [(range: String, cells: [String?])] {
        let page = try await dex.succeed(["export", "--format", "html"])
        return page.components(separatedBy: "<section class=\"box\"").dropFirst().map { box in
            let range = box.components(separatedBy: "<span>").dropFirst().first?.components(separatedBy: "</span>").first ?? ""
            let body = box.components(separatedBy: "</section>")[0]
            let cells = body.components(separatedBy: "<li class=\"cell").dropFirst().map { cell in
                cell.hasPrefix(" empty")
                    ? nil
                    : cell.components(separatedBy: "title=\"").dropFirst().first?
                        .components(separatedBy: ":").first
            }
            return (range, cells)
        }
    }

    private func place(of title: String, in boxes: [(range: String, cells: [String?])]) -> (box: Int, slot: Int)? {
        for (box, contents) in boxes.enumerated() {
            if let slot = contents.cells.firstIndex(of: title) { return (box + 1, slot + 1) }
        }
        return nil
    }

    @Test func aTradedPokemonFillsItsGapAndMovesNoOther() async throws {
        try await dex.succeed(["add-game", "firered", "--starter", "bulbasaur", "--no-sprites"])
        let before = try await boxes()
        #expect(place(of: "#035 Clefairy", in: before).map { [$0.box, $0.slot] } == [2, 5])
        #expect(before[0].cells[3] == nil, "Charmander's slot, empty in a Bulbasaur run")
        try await dex.succeed(["mark", "4", "--traded"])
        let after = try await boxes()
        #expect(place(of: "#035 Clefairy", in: after).map { [$0.box, $0.slot] } == [2, 5])
        #expect(after[0].cells[3] == "#004 Charmander")
        #expect(before[0].range == "#001–#030")
    }

    @Test func aRegionalOrdersHeadingsGiveItsOwnNumbers() async throws {
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--no-sprites"])
        let boxes = try await boxes()
        #expect(boxes[0].range == "R001–R030" && boxes[1].range == "R031–R060", "\(boxes.prefix(2).map(\.range))")
        #expect(boxes.contains { $0.range.hasPrefix("isle-of-armor:R") })
        #expect(boxes[0].cells[3] == nil, "Scorbunny's slot, R004, empty in a Grookey run")
    }
}
