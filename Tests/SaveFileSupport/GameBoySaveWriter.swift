/// Writes a generation 1 or 2 save (32 KiB of battery RAM) from the layout documented by the pret
/// disassemblies (ram/sram.asm, engine/menus/save.asm) and PKHeX's SAV1/SAV2: the Pokédex flags, the party
/// and the PC boxes, and the checksum over bank 1's game data.
public struct GameBoySaveWriter: Sendable {
    public enum Version: Sendable { case redBlueYellow, goldSilver, crystal }

    public var version: Version
    public var owned: [Int] = []
    public var seen: [Int] = []
    /// Species as the game stores them: internal indices in generation 1, dex numbers in generation 2
    /// (0xFD is an egg).
    public var party: [UInt8] = []
    /// Box number (from 0) → its species.
    public var boxes: [Int: [UInt8]] = [:]
    public var currentBox = 0
    /// Generation 1: whether the player has changed boxes once, so that the banked boxes hold data.
    public var boxesInUse = true
    /// Generation 1: what the current box's place in bank 2 holds (the game updates it only on a box change).
    public var staleCurrentBoxCopy: [UInt8] = []
    /// Writes the Japanese layout's checksum instead (its other offsets are not needed to refuse it).
    public var japanese = false
    /// The Day Care's Pokémon, as the game stores their species: one in generation 1, the man's and the lady's in
    /// generation 2.
    public var dayCare: [UInt8] = []
    /// Generation 2: the DVs (attack and defence, then speed and special) of party slots, box Pokémon (box → one
    /// per Pokémon) and the Day Care's Pokémon; 0 where none is given.
    public var partyDVs: [UInt16] = []
    public var boxDVs: [Int: [UInt16]] = [:]
    public var dayCareDVs: [UInt16] = []
    /// Generation 1: the starter's internal index, as wPlayerStarter keeps it (0 before the choice).
    public var starter: UInt8 = 0
    /// Generation 2: whether the backup copy of the checksummed data is written, as the game writes it at each save.
    public var writesBackup = true

    public init(_ version: Version) { self.version = version }

    public func bytes() -> [UInt8] {
        var save = [UInt8](repeating: 0, count: 0x8000)
        switch version {
        case .redBlueYellow: writeGen1(&save)
        case .goldSilver, .crystal: writeGen2(&save)
        }
        return save
    }

    private func writeGen1(_ save: inout [UInt8]) {
        // Player name "ASH" in the game's character set, then the terminator 0x50.
        for (i, byte) in [0x80, 0x92, 0x87, 0x50].enumerated() { save[0x2598 + i] = UInt8(byte) }
        if japanese {
            save.putList(party, at: 0x2ED5)
            save.putList(boxes[currentBox] ?? [], at: 0x302D)
            save[0x3594] = ~save[0x2598..<0x3594].reduce(0, &+)
            return
        }
        save.putFlags(owned, at: 0x25A3)
        save.putFlags(seen, at: 0x25B6)
        save.putList(party, at: 0x2F2C)
        if let kept = dayCare.first {
            save[0x2CF4] = 1  // wDayCareInUse, then the nickname and trainer name (11 bytes each), then the Pokémon
            save[0x2CF4 + 23] = kept
        }
        save[0x29C3] = starter
        save[0x284C] = UInt8(currentBox) | (boxesInUse ? 0x80 : 0)
        for box in 0..<12 {
            let offset = box < 6 ? 0x4000 + box * 0x462 : 0x6000 + (box - 6) * 0x462
            if box == currentBox {
                save.putList(boxes[box] ?? [], at: 0x30C0)
                save.putList(staleCurrentBoxCopy, at: offset)
            } else if boxesInUse {
                save.putList(boxes[box] ?? [], at: offset)
            } else {
                save[offset] = 0xFF  // never written: whatever the RAM held
            }
        }
        save[0x3523] = ~save[0x2598..<0x3523].reduce(0, &+)
    }

    private func writeGen2(_ save: inout [UInt8]) {
        let crystal = version == .crystal
        save[0x2008] = 99  // the check value the game writes before its data
        if japanese {
            let end = crystal ? 0x2AE2 : 0x2C8B
            save.putList(party, at: crystal ? 0x281A : 0x283E)
            save.putList(boxes[currentBox] ?? [], at: 0x2D10)
            save.put16(save[0x2009...end].reduce(0) { $0 &+ UInt16($1) }, at: 0x2D0D)
            return
        }
        let seenFlags = crystal ? 0x2A47 : 0x2A6C
        save.putFlags(owned, at: crystal ? 0x2A27 : 0x2A4C)
        save.putFlags(seen, at: seenFlags)
        let partyList = crystal ? 0x2865 : 0x288A
        save.putList(party, at: partyList)
        for (slot, dvs) in partyDVs.enumerated() { save.put16BigEndian(dvs, at: partyList + 8 + slot * 48 + 21) }
        // The Day Care after the Unown Pokédex: the man's flags, nickname, trainer name and Pokémon (32 bytes), then
        // the lady's flags, two bytes of breeding state, and her Pokémon's (pret/pokecrystal ram/wram.asm).
        let man = seenFlags + 32 + 26 + 2
        let lady = man + 1 + 22 + 32
        for (i, (flags, structure)) in [(man, man + 23), (lady, lady + 25)].enumerated() where i < dayCare.count {
            save[flags] = 0x81  // active, with a Pokémon
            save[structure] = dayCare[i]
            if i < dayCareDVs.count { save.put16BigEndian(dayCareDVs[i], at: structure + 21) }
        }
        save[crystal ? 0x2700 : 0x2724] = UInt8(currentBox)
        let currentBoxList = crystal ? 0x2D10 : 0x2D6C
        save.putList(boxes[currentBox] ?? [], at: currentBoxList)
        for (slot, dvs) in (boxDVs[currentBox] ?? []).enumerated() {
            save.put16BigEndian(dvs, at: currentBoxList + 22 + slot * 32 + 21)
        }
        for box in 0..<14 {
            let list = box < 7 ? 0x4000 + box * 0x450 : 0x6000 + (box - 7) * 0x450
            save.putList(boxes[box] ?? [], at: list)
            for (slot, dvs) in (boxDVs[box] ?? []).enumerated() { save.put16BigEndian(dvs, at: list + 22 + slot * 32 + 21) }
        }
        let checksum = save[0x2009...(crystal ? 0x2B82 : 0x2D68)].reduce(0) { $0 &+ UInt16($1) }
        save.put16(checksum, at: crystal ? 0x2D0D : 0x2D69)
        guard writesBackup else { return }
        for piece in Self.backupPieces(crystal: crystal) {
            save.replaceSubrange(piece.copy..<(piece.copy + piece.count), with: save[piece.main..<(piece.main + piece.count)])
        }
        save.put16(checksum, at: crystal ? 0x1F0D : 0x7E6D)  // the backup copy's checksum
    }

    /// Where generation 2 copies its checksummed data as a backup: each piece of the main data (from `main`, `count`
    /// bytes) and where its copy goes (PKHeX SAV2.cs; pret/pokecrystal ram/sram.asm, sBackupGameData).
    public static func backupPieces(crystal: Bool) -> [(main: Int, copy: Int, count: Int)] {
        crystal
            ? [(0x2009, 0x1209, 0xB7A)]
            : [
                (0x2009, 0x15C7, 0x226), (0x222F, 0x3D69, 0x1AA), (0x23D9, 0x0C6B, 0x47D), (0x2856, 0x7E39, 0x34),
                (0x288A, 0x10E8, 0x4DF),
            ]
    }

    /// Generation 2's DVs of Unown with letter `letter` (0 for A … 25 for Z), not shiny: the middle two bits of the
    /// four DVs spell `letter` × 10.
    public static func unownDVs(letter: Int) -> UInt16 {
        let bits = UInt16(letter * 10)
        let attack = (bits >> 6 & 3) << 1, defence = (bits >> 4 & 3) << 1, speed = (bits >> 2 & 3) << 1, special = (bits & 3) << 1
        return attack << 12 | defence << 8 | speed << 4 | special
    }

    /// The DVs of a shiny Pokémon: attack 10, defence, speed and special 10.
    public static let shinyDVs: UInt16 = 0xAAAA

    /// Generation 1 internal indices of a few species, from pret/pokered's data/pokemon/dex_order.asm.
    public enum Gen1Index {
        public static let rhydon: UInt8 = 0x01  // #112
        public static let pikachu: UInt8 = 0x54  // #25
        public static let mew: UInt8 = 0x15  // #151
        public static let bulbasaur: UInt8 = 0x99  // #1
        public static let charmander: UInt8 = 0xB0  // #4
        public static let missingNo: UInt8 = 0x1F  // an unused index
    }
}
