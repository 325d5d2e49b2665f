import DexSaves
import SaveFileSupport
import Testing

/// Brilliant Diamond/Shining Pearl saves, written from PKHeX's layout: told by their revision and MD5 at any of the
/// updates' sizes, the game that wrote them, the Pokédex, the party, the boxes and the Day Care.
@Suite struct BDSPSaveTests {
    typealias Mon = PB8Pokemon

    @Test(arguments: [
        (BDSPSaveWriter.Version.brilliantDiamond, "brilliant-diamond"), (.shiningPearl, "shining-pearl"),
    ])
    func readsTheGameThePokedexThePartyAndEveryBox(version: BDSPSaveWriter.Version, slug: String) throws {
        var writer = BDSPSaveWriter(version)
        writer.owned = [1, 387, 493]
        writer.seen = [16, 399]
        writer.party = [Mon(species: 387), Mon(species: 25, shiny: true)]
        writer.boxes = [0: Mon(species: 396), 1199: Mon(species: 150)]  // the first and last slots
        writer.dayCare = [Mon(species: 133)]
        let save = try parse(writer.bytes())
        #expect(save.family == .brilliantDiamondShiningPearl)
        #expect(save.version == slug)
        #expect(save.owned == [1, 387, 493])
        #expect(save.seen == [1, 16, 387, 399, 493])
        #expect(save.party == [HeldPokemon(species: 387), HeldPokemon(species: 25, isShiny: true)])
        #expect(save.boxes.map(\.species) == [150, 396])
        #expect(save.dayCare == [HeldPokemon(species: 133)])
    }

    /// Each update's revision and size: the launch save and the three that grew it.
    @Test(arguments: [(0x25, 0xE9828), (0x2C, 0xEDC20), (0x32, 0xEED8C), (0x34, 0xEF0A4)])
    func everyRevisionIsRead(revision: UInt32, size: Int) throws {
        var writer = BDSPSaveWriter(.shiningPearl)
        writer.revision = revision
        writer.size = size
        writer.owned = [7]
        #expect(try parse(writer.bytes()).owned == [7])
    }

    @Test func formsAndShininessAreRead() throws {
        var writer = BDSPSaveWriter(.brilliantDiamond)
        writer.party = [Mon(species: 422, form: 1)]  // East Sea Shellos
        writer.boxes = [0: Mon(species: 479, form: 2, shiny: true), 45: Mon(species: 201, form: 27)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 422, form: 1)])
        #expect(save.boxes == [HeldPokemon(species: 201, form: 27), HeldPokemon(species: 479, form: 2, isShiny: true)])
    }

    @Test func eggsAndDamagedPokemonAreLeftOut() throws {
        var writer = BDSPSaveWriter(.brilliantDiamond)
        writer.party = [Mon(species: 175, egg: true), Mon(species: 390)]
        writer.boxes = [0: Mon(species: 25, damaged: true), 1: Mon(species: 494), 2: Mon(species: 443)]
        writer.dayCare = [Mon(species: 132, egg: true)]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.species) == [390])
        #expect(save.boxes.map(\.species) == [443])  // Victini is past the game's Pokédex
        #expect(save.dayCare.isEmpty)
    }

    /// The Pokédex flags the forms it has seen; of a caught species with one form flagged, that form is the one caught.
    @Test func thePokedexTellsTheFormCaughtWhereItSawOnlyOne() throws {
        var writer = BDSPSaveWriter(.shiningPearl)
        writer.owned = [422, 423, 479, 412]
        writer.seen = [201]
        writer.pokedexForms = [
            (422, 1, false), (423, 0, false), (423, 1, false), (479, 3, true), (201, 4, false), (412, 2, false),
            (412, 2, true),
        ]
        let save = try parse(writer.bytes())
        #expect(
            save.pokedexForms == [
                HeldPokemon(species: 412, form: 2), HeldPokemon(species: 422, form: 1),
                HeldPokemon(species: 479, form: 3, isShiny: true),
            ])
    }

    @Test func aSaveWhoseHashDoesNotMatchIsDamaged() throws {
        var file = BDSPSaveWriter(.brilliantDiamond).bytes()
        file[0x7A328] ^= 3
        #expect(problem(file) == .badChecksum(.brilliantDiamondShiningPearl))
        #expect(
            SaveFileError(file: "SaveData.bin", problem: .badChecksum(.brilliantDiamondShiningPearl)).description
                == "SaveData.bin holds a Brilliant Diamond/Shining Pearl save whose checksum does not match its data: "
                + "the save is damaged; load it in the game and save again")
    }

    /// Without a revision it knows, a file of a save's size is not this layout: dex says so by its size.
    @Test func anUnknownRevisionIsAnotherLayout() throws {
        var writer = BDSPSaveWriter(.brilliantDiamond)
        writer.revision = 0x36
        #expect(problem(writer.bytes()) == .unknownSize(size: 0xEF0A4))
    }

    /// RFC 1321's test suite.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"), ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"), ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
    ])
    func md5MatchesTheRFC(message: String, digest: String) {
        let hex = MD5.digest(Array(message.utf8)).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        #expect(hex.joined() == digest)
    }

    @Test func md5ReadsItsOwnPlaceAsZeros() {
        let message = Array("message digest".utf8)
        var signed = message
        signed.replaceSubrange(3..<7, with: [9, 9, 9, 9])
        var zeroed = message
        zeroed.replaceSubrange(3..<7, with: [0, 0, 0, 0])
        #expect(MD5.digest(signed, zeroed: 3..<7) == MD5.digest(zeroed))
    }
}
