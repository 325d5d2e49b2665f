import SQLiteStore
import Testing

@testable import DexStore

/// A game's `game` register merges the same on every machine whatever order the writes arrive in: of two adds made
/// after the same removal (or none) the earlier wins, an add made after seeing a removal wins over it, and a removal
/// over the adds before it.
struct GameRegisterMergeTests {
    static func add(_ machine: String, at clock: Int64, after removal: Int64 = 0, starter: String) -> SyncRegister {
        SyncRegister(
            game: "firered", dexNumber: 0, form: "", field: SyncRegister.game,
            value: .text(#"{"starter":"\#(starter)","forms":0,"genders":0,"shiny":0}"#), clock: clock, machine: machine,
            epoch: removal)
    }

    static func removal(_ machine: String, at clock: Int64) -> SyncRegister {
        SyncRegister(
            game: "firered", dexNumber: 0, form: "", field: SyncRegister.game, value: .null, clock: clock, machine: machine)
    }

    /// What a machine holds after taking `writes` in this order, each replacing the one held when it wins.
    static func merged(_ writes: [SyncRegister]) -> SyncRegister? {
        writes.reduce(nil) { held, write in held.map { write.wins(over: $0) ? write : $0 } ?? write }
    }

    static func orders<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return orders(rest).map { [first] + $0 }
        }
    }

    @Test func ofTwoAddsTheEarlierWinsInEveryOrder() {
        let writes = [
            Self.add("b", at: 200, starter: "charmander"), Self.add("a", at: 100, starter: "bulbasaur"),
            Self.add("c", at: 300, starter: "squirtle"),
        ]
        for order in Self.orders(writes) { #expect(Self.merged(order) == writes[1]) }
    }

    @Test func anAddAfterARemovalItSawWinsAndARemovalWinsOverTheAddsBeforeIt() {
        let first = Self.add("a", at: 100, starter: "bulbasaur")
        let concurrent = Self.add("b", at: 150, starter: "charmander")
        let removed = Self.removal("c", at: 200)
        let again = Self.add("b", at: 300, after: 200, starter: "squirtle")
        let lateAdd = Self.add("d", at: 400, starter: "charmander")
        for order in Self.orders([first, concurrent, removed]) { #expect(Self.merged(order) == removed) }
        for order in Self.orders([first, concurrent, removed, again, lateAdd]) { #expect(Self.merged(order) == again) }
    }

    @Test func twoAddsWithDifferentOptionsAreAConflictTheSameOnesAreNot() {
        let bulbasaur = Self.add("a", at: 100, starter: "bulbasaur")
        #expect(Self.add("b", at: 200, starter: "charmander").addsDifferently(from: bulbasaur))
        #expect(!Self.add("b", at: 200, starter: "bulbasaur").addsDifferently(from: bulbasaur))
        #expect(!Self.removal("b", at: 200).addsDifferently(from: bulbasaur))
    }
}
