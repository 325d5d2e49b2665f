/// Which partition's general block and which partition's storage block the game loads, as its own loading code
/// chooses them from the four footers, and whether it reports the newest save as lost (`readOlderCopy`). nil: the
/// game would find no save it can load. Sources: pret/pokeplatinum src/savedata.c (SaveData_LoadCheck,
/// SaveCheckInfo_CompareSectors), the same in pret/pokediamond arm9/src/save.c; pret/pokeheartgold src/save.c
/// (Save_GetSaveFilesStatus, SaveSlotCheckCompare).
struct Gen4CopyChoice: Equatable, Sendable {
    var general: Int
    var storage: Int
    var readOlderCopy: Bool

    /// The valid copies of one block: none, one, or both with the newer first.
    enum Copies: Equatable {
        case none
        case one(Int)
        case two(newer: Int, older: Int)
    }

    static func copies(_ checks: [Gen4Save.BlockCheck], byBlockCounter: Bool) -> Copies {
        switch (checks[0].valid, checks[1].valid) {
        case (true, true):
            var order = SaveCounter.compare(checks[0].saveCounter, checks[1].saveCounter)
            if order == 0, byBlockCounter { order = SaveCounter.compare(checks[0].blockCounter, checks[1].blockCounter) }
            return order >= 0 ? .two(newer: 0, older: 1) : .two(newer: 1, older: 0)
        case (true, false): return .one(0)
        case (false, true): return .one(1)
        case (false, false): return .none
        }
    }

    /// Diamond, Pearl and Platinum: each block's newest valid copy, paired by the save counter (which only a full
    /// save, one that writes the boxes too, advances).
    static func sinnoh(general g: [Gen4Save.BlockCheck], storage s: [Gen4Save.BlockCheck]) -> Gen4CopyChoice? {
        switch (copies(g, byBlockCounter: true), copies(s, byBlockCounter: true)) {
        case (.none, _), (_, .none):
            return nil
        case (.two(let newer, let older), .two(let box, _)):
            return g[newer].saveCounter == s[box].saveCounter
                ? Gen4CopyChoice(general: newer, storage: box, readOlderCopy: false)
                : Gen4CopyChoice(general: older, storage: box, readOlderCopy: true)
        case (.one(let only), .two(let box, let olderBox)):
            if g[only].saveCounter == s[box].saveCounter {
                return Gen4CopyChoice(general: only, storage: box, readOlderCopy: true)
            }
            if g[only].saveCounter == s[olderBox].saveCounter {
                return Gen4CopyChoice(general: only, storage: olderBox, readOlderCopy: true)
            }
            return nil
        case (.two(let newer, let older), .one(let box)):
            return g[newer].saveCounter == s[box].saveCounter
                ? Gen4CopyChoice(general: newer, storage: box, readOlderCopy: false)
                : Gen4CopyChoice(general: older, storage: box, readOlderCopy: true)
        case (.one(let only), .one(let box)):
            return Gen4CopyChoice(general: only, storage: box, readOlderCopy: only != box)
        }
    }

    /// HeartGold and SoulSilver: both blocks from one partition, whose two counters agree; the newer partition
    /// if it can, else the older. (Where the game compares with a damaged block's counter taken as 0, dex asks
    /// for that block to be whole.)
    static func johto(general g: [Gen4Save.BlockCheck], storage s: [Gen4Save.BlockCheck]) -> Gen4CopyChoice? {
        func pair(_ partition: Int) -> Bool {
            g[partition].valid && s[partition].valid && g[partition].saveCounter == s[partition].saveCounter
        }
        switch (copies(g, byBlockCounter: false), copies(s, byBlockCounter: false)) {
        case (.none, _), (_, .none):
            return nil
        case (.two(let newer, let older), _):
            if pair(newer) { return Gen4CopyChoice(general: newer, storage: newer, readOlderCopy: false) }
            if pair(older) { return Gen4CopyChoice(general: older, storage: older, readOlderCopy: true) }
            return nil
        case (.one(let only), .two):
            return pair(only) ? Gen4CopyChoice(general: only, storage: only, readOlderCopy: true) : nil
        case (.one(let only), .one(let box)):
            return only == box && pair(only) ? Gen4CopyChoice(general: only, storage: only, readOlderCopy: false) : nil
        }
    }
}
