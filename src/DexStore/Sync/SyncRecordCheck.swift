import DexModel
import SQLiteStore

/// What another machine's record must hold to be applied: only what this dex would accept itself. A game must be
/// added with options that are JSON, a starter its game offers (`add-game`'s check, where this dex knows the game) and
/// an http(s) sprite address; a machine may name only itself, with a name `sync --name` would take. A record that
/// fails is refused whole, with a warning naming its file; the others are applied.
public enum SyncRecordCheck {
    /// Why a record is refused.
    public enum Fault: Sendable, Equatable {
        case unreadableChangeset
        case gameOptionsNotJSON(game: String)
        case starter(game: String, StarterError)
        case spriteURL(game: String, template: String, problem: String)
        case machineName(String, problem: String)
    }

    /// The first fault of `record`, or nil when it may be applied. `games` finds a game's manifest entry (it throws
    /// for a game this dex does not know, whose starter then waits to be checked when it is added).
    public static func fault(of record: SyncFile.Record, games: SyncGameSource) -> Fault? {
        guard let changes = try? SQLiteConnection.changes(in: record.changeset) else { return .unreadableChangeset }
        for change in changes {
            guard let register = SyncRegister(change.after) else { return .unreadableChangeset }
            if let fault = fault(of: register, games: games) { return fault }
        }
        return nil
    }

    private static func fault(of register: SyncRegister, games: SyncGameSource) -> Fault? {
        if register.game.isEmpty, register.field.hasPrefix(SyncMachineName.fieldPrefix) {
            guard case .text(let name) = register.value else { return .machineName("", problem: "it is not text") }
            if register.field != SyncMachineName.field(machine: register.machine) {
                return .machineName(name, problem: "it names another machine")
            }
            return SyncMachineName.problem(with: name).map { .machineName(name, problem: $0) }
        }
        guard register.field == SyncRegister.game, register.value != .null else { return nil }
        guard let options = SyncGameOptions(register.value) else { return .gameOptionsNotJSON(game: register.game) }
        if let template = options.spriteURLTemplate {
            do { _ = try SpriteURLTemplate.validate(template) } catch {
                guard case .invalidSpriteURLTemplate(_, let problem) = error as? SettingError else {
                    return .spriteURL(game: register.game, template: template, problem: "\(error)")
                }
                return .spriteURL(game: register.game, template: template, problem: problem)
            }
        }
        guard let entry = try? games(register.game).entry else { return nil }
        do { _ = try entry.resolveStarter(options.starter) } catch {
            return (error as? StarterError).map { .starter(game: register.game, $0) }
        }
        return nil
    }
}
