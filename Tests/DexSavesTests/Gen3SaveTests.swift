import DexSaves
import SaveFileSupport
import Testing

@Suite struct Gen3SaveTests {
    typealias Mon = Gen3SaveWriter.Pokemon

    @Test(arguments: [
        (Gen3SaveWriter.Version.rubySapphire, SaveFamily.rubySapphire), (.emerald, .emerald),
        (.fireRedLeafGreen, .fireRedLeafGreen),
    ])
    func readsThePokedexThePartyAndEveryBox(version: Gen3SaveWriter.Version, family: SaveFamily) throws {
        var writer = Gen3SaveWriter(version)
        writer.owned = [1, 25, 252, 386]
        writer.seen = [1, 16, 25, 252, 386]
        writer.party = [Mon(species: 277), Mon(species: 25, personality: 0x0000_0017)]  // Treecko, Pikachu
        writer.boxes = [0: Mon(species: 411), 419: Mon(species: 1, personality: 12_345)]  // Chimecho, Bulbasaur
        let save = try parse(writer.bytes())
        #expect(save.family == family)
        #expect(save.owned == [1, 25, 252, 386])
        #expect(save.seen == [1, 16, 25, 252, 386])
        #expect(save.party.map(\.species) == [252, 25])
        #expect(save.boxes.map(\.species) == [1, 358])
        #expect(!save.readOlderCopy)
    }

    @Test func everyOrderOfTheSubstructuresIsDecoded() throws {
        var writer = Gen3SaveWriter(.emerald)
        for order in 0..<24 {
            writer.boxes[order] = Mon(species: UInt16(order + 1), personality: UInt32(order + 24 * 1000), trainerId: 0xDEAD_BEEF)
        }
        #expect(try parse(writer.bytes()).boxes.map(\.species) == Array(1...24))
    }

    @Test func aPokemonThatStraddlesTwoSectionsIsRead() throws {
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.boxes = [49: Mon(species: 150)]  // bytes 3924–4003 of the storage: across sections 5 and 6
        #expect(try parse(writer.bytes()).boxes.map(\.species) == [150])
    }

    @Test func eggsAndBadEggsAreLeftOut() throws {
        var writer = Gen3SaveWriter(.rubySapphire)
        writer.party = [Mon(species: 280, egg: true), Mon(species: 300)]  // an egg, Shiftry (#275)
        writer.boxes = [0: Mon(species: 25), 1: Mon(species: 26)]
        var bytes = writer.bytes()
        // Find the box Pokémon in its sector and change one encrypted byte: its checksum no longer matches.
        corruptFirstBoxPokemon(&bytes)
        let save = try parse(bytes)
        #expect(save.party.map(\.species) == [275])
        #expect(save.boxes.map(\.species) == [26])
    }

    @Test func hoennSpeciesMapToTheirNationalNumbers() throws {
        var writer = Gen3SaveWriter(.emerald)
        for (slot, index) in (277...411).enumerated() { writer.boxes[slot] = Mon(species: UInt16(index)) }
        writer.boxes[200] = Mon(species: 260)  // an unused placeholder index: no species
        #expect(try parse(writer.bytes()).boxes.map(\.species) == Array(252...386))
    }

    @Test func theSlotWithTheHigherCounterIsRead() throws {
        var older = Gen3SaveWriter(.fireRedLeafGreen)
        older.owned = [1]
        var newer = older
        newer.owned = [1, 4]
        let file = Gen3SaveWriter.file(first: newer.slot(counter: 10, rotation: 5), second: older.slot(counter: 9))
        #expect(try parse(file).owned == [1, 4])
        let swapped = Gen3SaveWriter.file(first: older.slot(counter: 9), second: newer.slot(counter: 10, rotation: 0))
        #expect(try parse(swapped).owned == [1, 4])
    }

    @Test func aCounterThatWrappedToZeroIsTheNewer() throws {
        var older = Gen3SaveWriter(.emerald)
        older.owned = [1]
        var newer = older
        newer.owned = [1, 7]
        let file = Gen3SaveWriter.file(first: older.slot(counter: .max), second: newer.slot(counter: 0))
        #expect(try parse(file).owned == [1, 7])
    }

    @Test func aDamagedNewerSlotFallsBackToTheOlderOne() throws {
        var older = Gen3SaveWriter(.emerald)
        older.owned = [1]
        var newer = older
        newer.owned = [1, 4]
        var file = Gen3SaveWriter.file(first: older.slot(counter: 9), second: newer.slot(counter: 10))
        Gen3SaveWriter.damage(&file, slot: 1)
        let save = try parse(file)
        #expect(save.owned == [1])
        #expect(save.readOlderCopy)
    }

    @Test func bothSlotsDamagedIsRefused() {
        let writer = Gen3SaveWriter(.emerald)
        var file = Gen3SaveWriter.file(first: writer.slot(counter: 9), second: writer.slot(counter: 10))
        Gen3SaveWriter.damage(&file, slot: 0, sector: 0)
        Gen3SaveWriter.damage(&file, slot: 1, sector: 13)
        #expect(problem(file) == .bothCopiesDamaged)
    }

    @Test func aSingleDamagedSlotIsRefused() {
        var file = Gen3SaveWriter(.rubySapphire).bytes()
        Gen3SaveWriter.damage(&file, slot: 0, sector: 2)
        #expect(problem(file) == .bothCopiesDamaged)
    }

    @Test func aMissingSignatureDamagesTheSlot() {
        var file = Gen3SaveWriter(.fireRedLeafGreen).bytes()
        file[4 * 0x1000 + 0xFF8] = 0x26
        #expect(problem(file) == .bothCopiesDamaged)
    }

    @Test func erasedFlashIsAnEmptySave() {
        #expect(problem(Gen3SaveWriter.file(first: nil, second: nil)) == .empty)
        #expect(problem([UInt8](repeating: 0, count: 0x20000)) == .empty)
    }

    @Test func otherDataOfTheSameSizeIsNotASave() {
        let bytes = (0..<0x20000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        #expect(problem(bytes) == .notASave)
    }

    @Test func japaneseSavesShareTheLayoutAndAreRead() throws {
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.japanese = true
        writer.owned = [6]
        writer.party = [Mon(species: 6)]
        let save = try parse(writer.bytes())
        #expect(save.owned == [6])
        #expect(save.party.map(\.species) == [6])
    }

    @Test(arguments: [Gen3SaveWriter.Version.rubySapphire, .emerald, .fireRedLeafGreen])
    func theDayCaresTwoPokemonAreHeld(version: Gen3SaveWriter.Version) throws {
        var writer = Gen3SaveWriter(version)
        writer.party = [Mon(species: 25)]
        writer.dayCare = [Mon(species: 132), Mon(species: 411)]  // Ditto, Chimecho
        let save = try parse(writer.bytes())
        #expect(save.dayCare.map(\.species) == [132, 358])
        #expect(save.held == [25, 132, 358])
        writer.dayCare = [Mon(species: 132, egg: true)]
        #expect(try parse(writer.bytes()).dayCare.isEmpty)
    }

    /// Emulators that give the game 64 KiB of flash keep the first slot alone (PKHeX SAV3, SIZE_G3RAWHALF).
    @Test func aSixtyFourKiBSaveIsItsFirstSlot() throws {
        var writer = Gen3SaveWriter(.fireRedLeafGreen)
        writer.owned = [4]
        writer.party = [Mon(species: 4)]
        let bytes = writer.halfSizeBytes()
        #expect(bytes.count == 0x10000)
        let save = try parse(bytes)
        #expect(save.family == .fireRedLeafGreen)
        #expect(save.owned == [4])
        #expect(save.party.map(\.species) == [4])
        #expect(try parse(bytes + [UInt8](repeating: 0, count: 16)).owned == [4])
        var damaged = bytes
        Gen3SaveWriter.damage(&damaged, slot: 0, sector: 3)
        #expect(problem(damaged) == .onlyCopyDamaged)
        #expect(problem([UInt8](repeating: 0xFF, count: 0x10000)) == .empty)
        #expect(problem((0..<0x10000).map { UInt8(truncatingIfNeeded: $0 &* 40_503 >> 7) }) == .notASave)
    }

    /// The game counts a species as caught only when its owned flag, its seen flag and both copies of the seen flag
    /// in SaveBlock1 are set, and as seen when the three seen flags are (GetSetPokedexFlag).
    @Test(arguments: [Gen3SaveWriter.Version.rubySapphire, .emerald, .fireRedLeafGreen])
    func aSpeciesIsCaughtOnlyWhereItsFlagsAgree(version: Gen3SaveWriter.Version) throws {
        var writer = Gen3SaveWriter(version)
        writer.owned = [1, 4, 7]
        writer.seen = [1, 4, 7, 10, 13, 16]
        writer.seenCopies = ([1, 4, 7, 10, 13], [1, 7, 10, 16])
        let save = try parse(writer.bytes())
        #expect(save.owned == [1, 7])
        #expect(save.seen == [1, 7, 10])
        #expect(save.seenNotCaught == [10])
        #expect(save.flagsInDisagreement == [4, 13, 16])
    }

    /// Unown's letter from the personality, and shininess from it with the original trainer's ids
    /// (pret/pokeemerald GET_UNOWN_LETTER, GET_SHINY_VALUE).
    @Test func unownLettersAndShininessComeFromThePersonality() throws {
        var writer = Gen3SaveWriter(.emerald)
        writer.party = [
            Mon(species: 201, personality: 0x0000_0000),  // A
            Mon(species: 201, personality: 0x0302_0100),  // bits 11 10 01 00 = 228, % 28 = 4: E
            Mon(species: 201, personality: 0x0303_0303),  // 255 % 28 = 3: D
            Mon(species: 201, personality: 0x0001_0203),  // bits 00 01 10 11 = 27: ?
        ]
        writer.boxes = [
            0: Mon(species: 25, personality: 0x1234_5678, trainerId: 0x1234_5678),  // XOR 0: shiny
            1: Mon(species: 1, personality: 0x1234_5678, trainerId: 0x1234_5670),  // XOR 8: not shiny
        ]
        let save = try parse(writer.bytes())
        #expect(save.party.map(\.form) == [0, 4, 3, 27])
        #expect(save.party.map(\.isShiny) == [false, false, false, false])
        #expect(save.boxes == [HeldPokemon(species: 1), HeldPokemon(species: 25, isShiny: true)])
    }

    /// Deoxys's form is in no record: Emerald shows every Deoxys in its Speed Forme (3); Ruby/Sapphire in the Normal
    /// Forme, and FireRed/LeafGreen's one layout cannot tell FireRed's Attack from LeafGreen's Defense (0)
    /// (Bulbapedia, "Deoxys").
    @Test(arguments: [(Gen3SaveWriter.Version.emerald, 3), (.rubySapphire, 0), (.fireRedLeafGreen, 0)])
    func deoxysHasTheFormOfTheGameThatWroteTheSave(version: Gen3SaveWriter.Version, form: Int) throws {
        var writer = Gen3SaveWriter(version)
        writer.party = [Mon(species: 410), Mon(species: 201, personality: 0x0302_0100)]
        writer.boxes = [0: Mon(species: 410, personality: 0x1234_5678, trainerId: 0x1234_5678)]
        writer.dayCare = [Mon(species: 410)]
        let save = try parse(writer.bytes())
        #expect(save.party == [HeldPokemon(species: 386, form: form), HeldPokemon(species: 201, form: 4)])
        #expect(save.boxes == [HeldPokemon(species: 386, form: form, isShiny: true)])
        #expect(save.dayCare == [HeldPokemon(species: 386, form: form)])
    }

    /// VAR_STARTER_MON numbers the choice 0–2 (Treecko, Torchic, Mudkip; in FireRed and LeafGreen Bulbasaur,
    /// Squirtle, Charmander); it is 0 before the choice too, so it counts once the Pokédex has that starter.
    @Test(arguments: [
        (Gen3SaveWriter.Version.rubySapphire, [252, 255, 258]), (.emerald, [252, 255, 258]), (.fireRedLeafGreen, [1, 7, 4]),
    ])
    func theStarterIsWhatTheGameRecords(version: Gen3SaveWriter.Version, starters: [Int]) throws {
        var writer = Gen3SaveWriter(version)
        writer.owned = starters
        for choice in 0..<3 {
            writer.starterChoice = UInt16(choice)
            #expect(try parse(writer.bytes()).starter == starters[choice])
        }
        writer.owned = []
        writer.starterChoice = 0
        #expect(try parse(writer.bytes()).starter == nil)
        writer.starterChoice = 7
        writer.owned = starters
        #expect(try parse(writer.bytes()).starter == nil)
    }

    @Test func anEmulatorsFooterIsIgnored() throws {
        var writer = Gen3SaveWriter(.emerald)
        writer.owned = [3]
        #expect(try parse(writer.bytes() + [UInt8](repeating: 1, count: 16)).owned == [3])
    }

    /// Flips a byte of the encrypted data of the Pokémon in the first PC slot (storage offset 4, so byte 40
    /// of section 5), and fixes that section's checksum so that only the Pokémon is damaged.
    func corruptFirstBoxPokemon(_ bytes: inout [UInt8]) {
        for sector in 0..<14 {
            let base = sector * 0x1000
            guard bytes[base + 0xFF4] == 5 else { continue }
            bytes[base + 4 + 40] ^= 0x01
            var sum: UInt32 = 0
            for word in stride(from: base, to: base + 3968, by: 4) {
                sum &+=
                    UInt32(bytes[word]) | UInt32(bytes[word + 1]) << 8 | UInt32(bytes[word + 2]) << 16 | UInt32(bytes[word + 3])
                    << 24
            }
            let folded = UInt16(truncatingIfNeeded: (sum >> 16) &+ sum)
            bytes[base + 0xFF6] = UInt8(folded & 0xFF)
            bytes[base + 0xFF7] = UInt8(folded >> 8)
        }
    }
}
