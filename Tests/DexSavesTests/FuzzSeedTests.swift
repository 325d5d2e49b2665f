import DexSaves
import Foundation
import SaveFileSupport
import Testing

/// `make fuzz` starts the save reader's fuzzer from valid saves of every family, written by the test writers:
/// Tests/Fuzz/Seeds/save holds them. This checks that each committed seed is what the writers write now and that
/// the reader reads it; `DEX_WRITE_FUZZ_SEEDS=1` writes them instead.
@Suite struct FuzzSeedTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Seeds/save")

    typealias Mon = Gen3SaveWriter.Pokemon

    /// One valid save of each layout, with a party, boxes and Pokédex flags.
    static var seeds: [String: [UInt8]] {
        var seeds: [String: [UInt8]] = [:]
        var gen1 = GameBoySaveWriter(.redBlueYellow)
        gen1.owned = [1, 25, 151]
        gen1.seen = [1, 16, 25, 151]
        gen1.party = [GameBoySaveWriter.Gen1Index.pikachu, GameBoySaveWriter.Gen1Index.bulbasaur]
        gen1.boxes = [0: [GameBoySaveWriter.Gen1Index.mew], 7: [GameBoySaveWriter.Gen1Index.rhydon]]
        gen1.dayCare = [GameBoySaveWriter.Gen1Index.charmander]
        seeds["red-blue-yellow.sav"] = gen1.bytes()
        for (name, version) in [("gold-silver.sav", GameBoySaveWriter.Version.goldSilver), ("crystal.sav", .crystal)] {
            var gen2 = GameBoySaveWriter(version)
            gen2.owned = [152, 155, 201, 251]
            gen2.seen = [1, 152, 155, 201, 251]
            gen2.party = [155, 201]
            gen2.boxes = [0: [152, 0xFD], 9: [251]]
            gen2.partyDVs = [GameBoySaveWriter.shinyDVs, GameBoySaveWriter.unownDVs(letter: 7)]
            gen2.boxDVs = [9: [GameBoySaveWriter.shinyDVs]]
            gen2.dayCare = [201, 152]
            gen2.dayCareDVs = [GameBoySaveWriter.unownDVs(letter: 25)]
            seeds[name] = gen2.bytes()
        }
        var damaged = GameBoySaveWriter(.goldSilver)
        damaged.party = [152]
        var mainDamaged = damaged.bytes()
        mainDamaged[0x2A4C] ^= 1  // the main copy's owned flags: only the backup copy's checksum matches
        seeds["gold-silver-backup-copy.sav"] = mainDamaged
        let versions: [(String, Gen3SaveWriter.Version)] = [
            ("ruby-sapphire.sav", .rubySapphire), ("emerald.sav", .emerald), ("firered-leafgreen.sav", .fireRedLeafGreen),
        ]
        for (name, version) in versions {
            var gen3 = Gen3SaveWriter(version)
            gen3.owned = [1, 25, 252, 386]
            gen3.seen = [1, 16, 25, 252, 386]
            gen3.party = [Mon(species: 277), Mon(species: 201, personality: 0x1234_5678), Mon(species: 25, egg: true)]
            gen3.boxes = [0: Mon(species: 411), 49: Mon(species: 150), 419: Mon(species: 1, personality: 12_345)]
            gen3.dayCare = [Mon(species: 201, personality: 0x0302_0100), Mon(species: 25, personality: 0x0001_E242)]
            gen3.seenCopies = ([1, 16, 25, 252, 386], [1, 16, 25, 252])
            var older = gen3
            older.party.removeLast()
            seeds[name] = Gen3SaveWriter.file(first: older.slot(counter: 6, rotation: 0), second: gen3.slot(counter: 7))
            if version == .emerald { seeds["emerald-64-kib.sav"] = gen3.halfSizeBytes() }
        }
        for (name, family, game) in [
            ("x-y.sav", ThreeDSSaveWriter.Family.xy, UInt8(24)), ("omega-ruby-alpha-sapphire.sav", .omegaRubyAlphaSapphire, 27),
        ] {
            var gen6 = ThreeDSSaveWriter(family, game: game)
            gen6.caught = [1, 25, 650, 721]
            gen6.seen = [1, 16, 25, 650, 721]
            gen6.foreign = family == .xy ? [151] : []
            gen6.party = [ThreeDSSaveWriter.PK6(species: 650), ThreeDSSaveWriter.PK6(species: 666, form: 7, shiny: true)]
            gen6.boxes = [0: ThreeDSSaveWriter.PK6(species: 25), 929: ThreeDSSaveWriter.PK6(species: 721, egg: true)]
            seeds[name] = gen6.bytes()
        }
        return seeds
    }

    @Test func theCommittedSeedsAreTheWritersSaves() throws {
        let write = ProcessInfo.processInfo.environment["DEX_WRITE_FUZZ_SEEDS"] == "1"
        for (name, bytes) in Self.seeds.sorted(by: { $0.key < $1.key }) {
            let file = Self.folder.appendingPathComponent(name)
            if write { try Data(bytes).write(to: file) }
            #expect(try SaveFile.parse(bytes, file: name).party.isEmpty == false)
            let committed = try? [UInt8](Data(contentsOf: file))
            #expect(
                committed == bytes,
                "\(name) differs from what the save writers write: run DEX_WRITE_FUZZ_SEEDS=1 swift test --filter FuzzSeedTests")
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(committed == Self.seeds.keys.sorted())
    }

    static let swishFolder = folder.deletingLastPathComponent().appendingPathComponent("swish")

    /// The Switch saves' blocks before the pad and the hash, as the Swish harness takes its inputs.
    static var swishSeeds: [String: SwishSaveWriter] {
        var shield = SwordShieldSaveWriter(game: SwordShieldSaveWriter.shield)
        shield.pokedex = [.galar: [1: true, 194: true, 400: false], .isleOfArmor: [1: true], .crownTundra: [13: false]]
        shield.party = [SwitchPokemon(species: 810), SwitchPokemon(species: 52, form: 2, shiny: true)]
        shield.boxes = [0: SwitchPokemon(species: 25), 29: SwitchPokemon(species: 831, egg: true)]
        var scarlet = ScarletVioletSaveWriter(game: ScarletVioletSaveWriter.scarlet)
        scarlet.pokedex = [25: 1, 194: 0b11, 996: 0, 1000: 1]
        scarlet.party = [SwitchPokemon(species: 906), SwitchPokemon(species: 194, form: 1, shiny: true)]
        scarlet.boxes = [3: SwitchPokemon(species: 917), 4: SwitchPokemon(species: 128, form: 2)]
        var violet = scarlet
        violet.game = ScarletVioletSaveWriter.violet
        violet.paldeaBlock = true
        var arceus = LegendsArceusSaveWriter()
        arceus.seen = [25, 37, 399]
        arceus.obtained = [LegendsArceusSaveWriter.pikachuEntry: 1, LegendsArceusSaveWriter.alolanVulpixEntry: 0b1_0010]
        arceus.party = [SwitchPokemon(species: 722), SwitchPokemon(species: 58, form: 1, shiny: true)]
        arceus.boxes = [0: SwitchPokemon(species: 399), 29: SwitchPokemon(species: 25, egg: true)]
        var za = LegendsZASaveWriter()
        za.pokedex = [25: 1, 26: 0b11, 152: 1, 155: 0]
        za.shinySeen = [26: 0b10]
        za.pokedexSize = 0x84 * 160
        za.party = [SwitchPokemon(species: 152), SwitchPokemon(species: 26, form: 1, shiny: true)]
        za.boxes = [3: SwitchPokemon(species: 917), 4: SwitchPokemon(species: 25, egg: true)]
        return [
            "shield.bin": SwishSaveWriter(shield.blocks()), "scarlet.bin": SwishSaveWriter(scarlet.blocks()),
            "violet-paldea.bin": SwishSaveWriter(violet.blocks()), "legends-arceus.bin": SwishSaveWriter(arceus.blocks()),
            "legends-za.bin": SwishSaveWriter(za.blocks()),
        ]
    }

    @Test func theCommittedSwitchSeedsAreTheWritersBlocks() throws {
        let write = ProcessInfo.processInfo.environment["DEX_WRITE_FUZZ_SEEDS"] == "1"
        for (name, writer) in Self.swishSeeds.sorted(by: { $0.key < $1.key }) {
            let file = Self.swishFolder.appendingPathComponent(name)
            let plain = writer.plainBytes()
            if write { try Data(plain).write(to: file) }
            #expect(try SaveFile.parse(writer.bytes(), file: name).party.isEmpty == false)
            let committed = try? [UInt8](Data(contentsOf: file))
            #expect(
                committed == plain,
                "\(name) differs from what the save writers write: run DEX_WRITE_FUZZ_SEEDS=1 swift test --filter FuzzSeedTests")
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.swishFolder.path).sorted()
        #expect(committed == Self.swishSeeds.keys.sorted())
    }

    /// The Brilliant Diamond/Shining Pearl harness's seed: the blocks it reads of a save with a party, two boxes'
    /// first slots, a Day Care, shiny and form Pokémon, an egg and the Pokédex's form flags.
    static var bdspSeed: [UInt8] {
        var writer = BDSPSaveWriter(.shiningPearl)
        writer.owned = [25, 201, 387, 422]
        writer.seen = [396, 479]
        writer.pokedexForms = [(201, 7, false), (422, 1, false), (479, 2, true)]
        writer.party = [PB8Pokemon(species: 387), PB8Pokemon(species: 422, form: 1, shiny: true)]
        writer.boxes = [
            0: PB8Pokemon(species: 201, form: 7), 1: PB8Pokemon(species: 25, egg: true), 30: PB8Pokemon(species: 479),
        ]
        writer.dayCare = [PB8Pokemon(species: 25)]
        return BDSPFuzzInput.compact(writer.bytes(), slots: 31)
    }

    @Test func theCommittedBDSPSeedIsTheWritersBlocks() throws {
        let file = Self.folder.deletingLastPathComponent().appendingPathComponent("bdsp/shining-pearl.bin")
        let bytes = Self.bdspSeed
        if ProcessInfo.processInfo.environment["DEX_WRITE_FUZZ_SEEDS"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        let save = try SaveFile.parse(BDSPFuzzInput.expanded(bytes), file: "shining-pearl.bin")
        #expect(save.party.count == 2 && save.boxes.count == 2 && save.pokedexForms.count == 2)
        #expect(
            (try? [UInt8](Data(contentsOf: file))) == bytes,
            "the BDSP seed differs from what the save writer writes: run DEX_WRITE_FUZZ_SEEDS=1 swift test --filter FuzzSeedTests"
        )
    }
}
