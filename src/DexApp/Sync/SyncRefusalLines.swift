import DexModel
import DexStore

/// The warning for a record of another machine's file that `dex sync` refused: one line naming the file and what
/// the record holds that this dex would not accept.
enum SyncRefusalLines {
    static func warning(_ refused: Tracker.RefusedSyncRecord) -> String {
        "\(refused.file) holds a record that \(reason(refused.fault)); that record is skipped, the others are applied"
    }

    private static func reason(_ fault: SyncRecordCheck.Fault) -> String {
        switch fault {
        case .unreadableChangeset:
            "SQLite cannot read"
        case .gameOptionsNotJSON(let game):
            "adds \(game) with options that are not valid JSON"
        case .starter(let game, .invalidStarter(let starter, game: _, let valid)):
            "adds \(game) with the starter '\(starter)', which it does not offer (its starters: \(valid.joined(separator: ", ")))"
        case .starter(let game, .starterRequired(game: _, valid: _)):
            "adds \(game) without the starter it needs"
        case .starter(let game, .starterNotOffered(game: _)):
            "adds \(game) with a starter, which it does not offer"
        case .spriteURL(let game, let template, let problem):
            "adds \(game) with the sprite address '\(template)' (\(problem))"
        case .machineName(let name, let problem):
            "names its machine '\(name)' (\(problem))"
        }
    }
}
