import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen2SaveTests {
    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func readsThePokedexThePartyAndEveryBox(version: GameBoySaveWriter.Version, family: SaveFamily) throws {
        var writer = GameBoySaveWriter(version)
        writer.owned = [152, 155, 158, 251]
        writer.seen = [152, 155, 158, 200, 251]
        writer.party = [158, 0xFD, 25]  // Totodile, an egg, Pikachu
        writer.boxes = [0: [152], 6: [249], 7: [250], 13: [251, 0xFD]]
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.owned == [152, 155, 158, 251])
        #expect(save.seen == [152, 155, 158, 200, 251])
        #expect(save.party.map(\.species) == [158, 25])
        #expect(save.boxes.map(\.species) == [152, 249, 250, 251])
    }

    @Test func anEmulatorsClockFooterIsIgnored() throws {
        var writer = GameBoySaveWriter(.crystal)
        writer.owned = [25]
        #expect(try parse(writer.bytes() + [UInt8](repeating: 7, count: 48)).owned == [25])
    }

    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func aBadChecksumInBothCopiesIsRefused(version: GameBoySaveWriter.Version, family: SaveFamily) {
        var writer = GameBoySaveWriter(version)
        writer.party = [25]
        var bytes = writer.bytes()
        bytes[version == .crystal ? 0x2A27 : 0x2A4C] ^= 0x80
        bytes[version == .crystal ? 0x1209 + 0xA1E : 0x10E8 + 0x1C2] ^= 0x80  // the same byte in the backup copy
        #expect(problem(bytes) == .badChecksum(family))
        writer.writesBackup = false
        var withoutBackup = writer.bytes()
        withoutBackup[version == .crystal ? 0x2A27 : 0x2A4C] ^= 0x80
        #expect(problem(withoutBackup) == .badChecksum(family))
    }

    /// The game loads the backup copy when the main one fails its checksum (pret/pokecrystal TryLoadSaveFile).
    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func aDamagedMainCopyIsReadFromTheBackup(version: GameBoySaveWriter.Version, family: SaveFamily) throws {
        var writer = GameBoySaveWriter(version)
        writer.owned = [152, 251]
        writer.seen = [152, 200, 251]
        writer.party = [155, 25]
        writer.boxes = [3: [249]]
        let backup = writer.bytes()
        // Each piece of the main copy in turn, damaged: the backup holds that piece too.
        for piece in GameBoySaveWriter.backupPieces(crystal: version == .crystal) {
            var bytes = backup
            bytes[piece.main + piece.count / 2] ^= 0x5A
            let save = try parse(bytes)
            #expect(save.family == family)
            #expect(save.readBackupCopy)
            #expect(save.owned == [152, 251])
            #expect(save.seen == [152, 200, 251])
            #expect(save.party.map(\.species) == [155, 25])
            #expect(save.boxes.map(\.species) == [249])
        }
        #expect(try !parse(backup).readBackupCopy)
    }

    @Test(arguments: [GameBoySaveWriter.Version.goldSilver, .crystal])
    func theDayCaresTwoPokemonAreHeld(version: GameBoySaveWriter.Version) throws {
        var writer = GameBoySaveWriter(version)
        writer.party = [155]
        writer.dayCare = [201, 216]  // Unown, Teddiursa
        writer.dayCareDVs = [GameBoySaveWriter.unownDVs(letter: 3), GameBoySaveWriter.shinyDVs]
        let save = try parse(writer.bytes())
        #expect(save.dayCare == [HeldPokemon(species: 201, form: 3), HeldPokemon(species: 216, isShiny: true)])
        #expect(save.held == [155, 201, 216])
        writer.dayCare = [201]
        #expect(try parse(writer.bytes()).dayCare.map(\.species) == [201])
    }

    /// Unown's letter and shininess come from the DVs (pret/pokecrystal GetUnownLetter, CheckShininess).
    @Test func unownLettersAndShininessComeFromTheDVs() throws {
        var writer = GameBoySaveWriter(.crystal)
        writer.party = [201, 201, 25, 25]
        writer.partyDVs = [
            GameBoySaveWriter.unownDVs(letter: 0), GameBoySaveWriter.unownDVs(letter: 25), GameBoySaveWriter.shinyDVs, 0xA9AA,
        ]
        writer.boxes = [5: [201, 6]]
        writer.boxDVs = [5: [GameBoySaveWriter.unownDVs(letter: 16), 0x2AAA]]  // Unown Q; a shiny Charizard (attack 2)
        let save = try parse(writer.bytes())
        #expect(
            save.party == [
                HeldPokemon(species: 201, form: 0), HeldPokemon(species: 201, form: 25), HeldPokemon(species: 25, isShiny: true),
                HeldPokemon(species: 25),
            ])
        #expect(save.boxes == [HeldPokemon(species: 6, isShiny: true), HeldPokemon(species: 201, form: 16)])
    }

    @Test(arguments: [(GameBoySaveWriter.Version.goldSilver, SaveFamily.goldSilver), (.crystal, .crystal)])
    func aJapaneseSaveIsRefusedByName(version: GameBoySaveWriter.Version, family: SaveFamily) {
        var writer = GameBoySaveWriter(version)
        writer.japanese = true
        writer.party = [25]
        #expect(problem(writer.bytes()) == .japanese(family))
    }

    @Test func blankBatteryRAMIsAnEmptySave() {
        #expect(problem([UInt8](repeating: 0xFF, count: 0x8000)) == .empty)
        #expect(problem([UInt8](repeating: 0x00, count: 0x8000)) == .empty)
    }

    @Test func otherDataOfTheSameSizeIsNotASave() {
        var bytes = [UInt8](repeating: 0, count: 0x8000)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 7919 >> 3) }
        #expect(problem(bytes) == .notASave)
    }
}
