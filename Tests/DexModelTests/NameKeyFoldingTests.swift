import DexModel
import Testing

/// NameKey folds accents with its own table of Latin letters, without Foundation, as loosely as before.
@Suite struct NameKeyFoldingTests {
    @Test(arguments: [
        ("Flabébé", "flabebe"), ("FLABÉBÉ", "flabebe"), ("Type: Null", "typenull"), ("Jangmo-o", "jangmoo"),
        ("Mr. Rime", "mrrime"), ("Sirfetch’d", "sirfetchd"), ("Great Tusk", "greattusk"), ("Chi-Yu", "chiyu"),
        ("Iron Valiant", "ironvaliant"), ("Nidoran♀", "nidoranf"), ("Nidoran♂", "nidoranm"), ("Porygon-Z", "porygonz"),
        ("Pokémon Café", "pokemoncafe"), ("Côte Déclinante", "cotedeclinante"), ("Ñandú", "nandu"), ("Łódź", "odz"),
        ("Ångström", "angstrom"), ("Ḱ", "k"), ("ピカチュウ", ""), ("e\u{301}", "e"),
    ])
    func foldsLikeTheCanonicalDecomposition(name: String, key: String) {
        #expect(NameKey.key(name) == key)
    }

    @Test func asciiNamesTakeTheFastPathAndMatchTheSlowOne() {
        for name in ["Mr. Mime", "Ho-Oh", "Porygon2", "Farfetch'd"] {
            #expect(NameKey.key(name) == NameKey.key(name + "é").dropLast().description)
        }
    }

    @Test func slugsOfLaterNamesAreFileNames() {
        #expect(NameKey.slug("Type: Null") == "type-null")
        #expect(NameKey.slug("Sirfetch’d") == "sirfetchd")
        #expect(NameKey.slug("Flabébé") == "flabebe")
        #expect(NameKey.slug("Iron Valiant") == "iron-valiant")
    }
}
