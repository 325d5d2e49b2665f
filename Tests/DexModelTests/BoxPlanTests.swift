import FoundationEssentials
import Testing

@testable import DexModel

/// A living dex's boxes: each Pokémon keeps its slot whatever else the run's list holds.
@Suite struct BoxPlanTests {
    static let gameId = UUID()

    static func row(_ number: Int, form: String = "") -> Pokemon {
        var pokemon = Pokemon(gameId: gameId, name: "Mon \(number)", dexNumber: number, regionalNumber: number)
        pokemon.form = form
        return pokemon
    }

    static let plan = BoxPlan(
        slots: (1...6).map { BoxPlan.Slot(key: EntryKey(dexNumber: $0), regionalNumber: $0) }
            + [BoxPlan.Slot(key: EntryKey(dexNumber: 6, form: "mega"), regionalNumber: 6)])

    @Test func aPokemonAddedToTheListFillsItsGapAndMovesNoOther() {
        let without = Self.plan.placing([1, 2, 5, 6].map { Self.row($0) })
        let with = Self.plan.placing([1, 2, 4, 5, 6].map { Self.row($0) })
        #expect(without.map(\.slot.key.dexNumber) == [1, 2, 3, 4, 5, 6, 6])
        #expect(without.map { $0.member != nil } == [true, true, false, false, true, true, false])
        #expect(with.map { $0.member != nil } == [true, true, false, true, true, true, false])
        #expect(without[4].slot == with[4].slot, "#5 stays in its slot")
    }

    @Test func formsTakeThePlansOrderAndWhatThePlanLacksFollowsIt() {
        let placed = Self.plan.placing([Self.row(1), Self.row(6, form: "mega"), Self.row(6), Self.row(9)])
        #expect(placed[5].member == 2 && placed[6].member == 1, "the plan's order of forms, not the list's")
        #expect(placed.count == 8 && placed[7].slot.key.dexNumber == 9 && placed[7].member == 3)
    }

    @Test func aBoxsHeadingGivesTheListsOwnNumbers() {
        let first = BoxPlan.Slot(key: EntryKey(dexNumber: 810), regionalNumber: 1)
        let last = BoxPlan.Slot(key: EntryKey(dexNumber: 664), regionalNumber: 30)
        #expect(BoxPlan.range(from: first, to: last, regional: true) == "R001–R030")
        #expect(BoxPlan.range(from: first, to: last, regional: false) == "#810–#664")
        let armor = BoxPlan.Slot(key: EntryKey(dexNumber: 79), regionalNumber: 31, regionalDex: "isle-of-armor")
        let armorLast = BoxPlan.Slot(key: EntryKey(dexNumber: 80), regionalNumber: 60, regionalDex: "isle-of-armor")
        #expect(BoxPlan.range(from: armor, to: armorLast, regional: true) == "isle-of-armor:R031–R060")
        #expect(BoxPlan.range(from: last, to: armor, regional: true) == "R030–isle-of-armor:R031")
    }
}
