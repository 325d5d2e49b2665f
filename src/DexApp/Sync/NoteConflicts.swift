import DexModel
import DexStore

/// A note written on another machine at the same time as an entry's note, kept beside it until the player writes the
/// note again (`dex sync`), with the name of the machine it came from.
public struct NoteConflict: Sendable, Equatable {
    public var note: String
    public var machine: String

    /// The notes kept beside `pokemon`'s note in `game`.
    static func of(_ pokemon: Pokemon, in game: Game, database: DexDatabase) throws -> [NoteConflict] {
        let (conflicts, names) = try database.sync.conflicts(
            game: game.slug, entry: EntryKey(dexNumber: pokemon.dexNumber, form: pokemon.form))
        let machines = MachineNames(own: nil, names)
        return conflicts.map { NoteConflict(note: $0.note, machine: machines.name($0.machine)) }
    }
}

extension Tracker {
    /// The notes kept beside `pokemon`'s note in `game` (`dex note`, `dex show`).
    public func noteConflicts(on pokemon: Pokemon, in game: Game) throws -> [NoteConflict] {
        try NoteConflict.of(pokemon, in: game, database: database)
    }
}
