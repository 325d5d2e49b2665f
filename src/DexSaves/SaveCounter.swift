/// The DS games' save counters grow by one at each save; like the games, a counter that wrapped from 0xFFFFFFFF to
/// 0 counts as the newer (pret/pokeplatinum src/savedata.c, SaveCheckInfo_CompareCounters).
enum SaveCounter {
    /// 1 if `a` is newer than `b`, -1 if older, 0 if the same.
    static func compare(_ a: UInt32, _ b: UInt32) -> Int {
        if a == .max, b == 0 { return -1 }
        if a == 0, b == .max { return 1 }
        return a > b ? 1 : (a < b ? -1 : 0)
    }
}
