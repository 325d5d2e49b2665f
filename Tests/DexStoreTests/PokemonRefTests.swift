import Foundation
import Testing

@testable import DexModel
@testable import DexStore

@Suite struct PokemonRefTests {
    @Test(arguments: [
        ("25", PokemonRef.number(25)), ("#025", .number(25)), ("1-9", .range(1...9)), ("#1-9", .range(1...9)),
        ("pikachu", .name("pikachu")), ("Mr. Mime", .name("Mr. Mime")), ("porygon2", .name("porygon2")),
        ("nidoran-f", .name("nidoran-f")), ("4-4", .range(4...4)),
    ])
    func parses(text: String, expected: PokemonRef) throws {
        #expect(try PokemonRef(parsing: text) == expected)
    }

    @Test func aBackwardsRangeIsRefused() {
        #expect(throws: RefError.invalidRange("9-1")) { try PokemonRef(parsing: "9-1") }
    }

    @Test(arguments: [
        ("Mr. Mime", "mrmime"), ("mr-mime", "mrmime"), ("MR MIME", "mrmime"), ("Farfetch’d", "farfetchd"),
        ("farfetchd", "farfetchd"), ("Nidoran♀", "nidoranf"), ("nidoran-f", "nidoranf"), ("Nidoran♂", "nidoranm"),
        ("Flabébé", "flabebe"), ("Porygon-Z", "porygonz"), ("Type: Null", "typenull"),
    ])
    func foldsNames(name: String, key: String) {
        #expect(NameKey.key(name) == key)
    }

    @Test(arguments: [
        ("Mr. Mime", "mr-mime"), ("Farfetch’d", "farfetchd"), ("Nidoran♀", "nidoran-f"), ("Ho-Oh", "ho-oh"),
        ("Flabébé", "flabebe"), ("Mime Jr.", "mime-jr"),
    ])
    func slugsNames(name: String, slug: String) {
        #expect(NameKey.slug(name) == slug)
    }

    @Test func suggestsCloseNamesOnly() {
        let names = ["Pikachu", "Raichu", "Mr. Mime"]
        #expect(Suggestion.closest(to: "pikachuu", among: names) == "Pikachu")
        #expect(Suggestion.closest(to: "mr mine", among: names) == "Mr. Mime")
        #expect(Suggestion.closest(to: "charizard", among: names) == nil)
    }
}
