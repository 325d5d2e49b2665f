import SQLiteStore

/// One game added on several machines with different options before they synced: the earliest add is kept on every
/// machine (`SyncRegister.gameWins`), and the others' catches are carried into its run.
public struct SyncGameConflict: Sendable, Equatable {
    public struct Add: Sendable, Equatable {
        public var machine: String
        public var options: SyncGameOptions
    }
    public var game: String
    public var kept: Add
    /// The adds that gave way, one per machine.
    public var gaveWay: [Add]

    /// The conflicts a merge met, one per game, against the add each game holds after it (none for a game removed).
    static func settled(_ met: [(winner: SyncRegister, loser: SyncRegister)], _ db: SQLiteConnection) throws
        -> [SyncGameConflict]
    {
        var conflicts: [SyncGameConflict] = []
        for game in Set(met.map(\.winner.game)).sorted() {
            guard let kept = try SyncRegister.fetch(game: game, field: SyncRegister.game, db),
                let keptOptions = SyncGameOptions(kept.value)
            else { continue }
            var gaveWay: [Add] = []
            for register in met.filter({ $0.winner.game == game }).flatMap({ [$0.winner, $0.loser] })
            where register.addsDifferently(from: kept) && !gaveWay.contains(where: { $0.machine == register.machine }) {
                if let options = SyncGameOptions(register.value) {
                    gaveWay.append(Add(machine: register.machine, options: options))
                }
            }
            if !gaveWay.isEmpty {
                conflicts.append(
                    SyncGameConflict(
                        game: game, kept: Add(machine: kept.machine, options: keptOptions),
                        gaveWay: gaveWay.sorted { $0.machine < $1.machine }))
            }
        }
        return conflicts
    }
}
