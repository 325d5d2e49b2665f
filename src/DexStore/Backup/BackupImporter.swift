import DexModel
import FoundationEssentials
import SQLiteStore

/// One import: works out every change first, then writes them.
struct BackupImporter {
    let file: String
    let mode: ImportMode
    let loadManifest: () throws -> GameManifest
    var manifest: GameManifest?

    var result = ImportPlan()
    var newGames: [(Game, [Pokemon])] = []
    var updates: [Pokemon] = []
    /// The tracked state of each Pokémon in `updates`.
    var statesBefore: [UUID: PlayerState] = [:]
    /// Pokémon the file records as received in a trade that a tracked game's list lacks: inserted, not updated.
    var tradedRows: Set<UUID> = []
    var removals: [Game] = []
    var activeGameId: UUID?
    let today = CalendarDay.today()

    init(file: String, mode: ImportMode, manifest: @escaping () throws -> GameManifest) {
        self.file = file
        self.mode = mode
        self.loadManifest = manifest
    }

    func fault(_ location: Backup.Location, _ field: String, _ problem: String) -> BackupError {
        .invalid(file: file, location: location.field(field).description, problem: problem)
    }

    mutating func plan(_ backup: Backup, in db: SQLiteConnection) throws {
        try refuseNUL(in: backup)
        var seen: [String: Backup.Location] = [:]
        var resulting: [String: UUID] = [:]
        for game in backup.games {
            if let first = seen.updateValue(game.location, forKey: game.slug) {
                throw fault(game.location, "slug", "game '\(game.slug)' appears twice (also at \(first))")
            }
            let (row, pokemon, isNew) = try rows(for: game, in: db)
            // A game just added holds only the manifest's seeds: nothing of the user's to merge with.
            let changed = try updated(pokemon, of: row, by: game, takingTheFileWhole: mode == .replace || isNew)
            if isNew {
                newGames.append((row, changed))
            } else {
                let before = Dictionary(uniqueKeysWithValues: pokemon.map { ($0.id, $0) })
                for row in changed where before[row.id] != row {
                    updates.append(row)
                    statesBefore[row.id] = before[row.id]?.state
                }
            }
            resulting[row.slug] = row.id
        }
        keepTheFilesOrder()
        if mode == .replace {
            removals = try Game.fetchAll(db).filter { resulting[$0.slug] == nil }
            result.removedGames = removals.map { ImportPlan.RemovedGame(id: $0.id, slug: $0.slug, name: $0.name) }
        }
        for game in try Game.fetchAll(db) where !removals.contains(where: { $0.id == game.id }) {
            resulting[game.slug] = game.id
        }
        try chooseActiveGame(backup, resulting: resulting, in: db)
    }

    /// `dex games` lists games by when they were added, to the second, then by slug: the games the import adds are
    /// dated a second apart, the last one now, so that they keep the file's order.
    mutating func keepTheFilesOrder() {
        let now = Date().timeIntervalSince1970.rounded(.down)
        for i in newGames.indices {
            newGames[i].0.createdAt = Date(timeIntervalSince1970: now - Double(newGames.count - 1 - i))
        }
    }

    /// Text holding a NUL cannot be stored whole (see `StoredText`): the first such field, by its place in the file.
    func refuseNUL(in backup: Backup) throws {
        if StoredText.holdsNUL(backup.activeGame) {
            throw BackupError.invalid(file: file, location: "activeGame", problem: StoredText.nulProblem("activeGame"))
        }
        for game in backup.games {
            let fields = [
                ("slug", game.slug), ("name", game.name), ("starter", game.starter), ("dataVersion", game.dataVersion),
                ("spriteURLTemplate", game.spriteURLTemplate),
            ]
            for (field, text) in fields where StoredText.holdsNUL(text) {
                throw fault(game.location, field, StoredText.nulProblem(field))
            }
            for entry in game.pokemon {
                for (field, text) in [("name", entry.name), ("notes", entry.notes)] where StoredText.holdsNUL(text) {
                    throw fault(entry.location, field, StoredText.nulProblem(field))
                }
            }
        }
    }

    /// The tracked game and its Pokémon, or a new game seeded from the manifest with the recorded starter.
    mutating func rows(for game: Backup.Game, in db: SQLiteConnection) throws -> (Game, [Pokemon], isNew: Bool) {
        if let tracked = try Game.withSlug(game.slug, in: db) {
            return (tracked, try Pokemon.all(inGame: tracked.id, db), false)
        }
        if manifest == nil { manifest = try loadManifest() }
        guard let manifest, let entry = manifest.games.first(where: { $0.slug == game.slug }) else {
            throw BackupError.gameNotInManifest(
                file: file, location: game.location.field("slug").description, slug: game.slug)
        }
        let starter = try starter(game, for: entry)
        let template = game.spriteURLTemplate ?? SpriteURLTemplate.default
        do { _ = try SpriteURLTemplate.validate(template) } catch let error as SettingError {
            throw BackupError.invalidSetting(file: file, location: game.location.field("spriteURLTemplate").description, error)
        }
        var (row, seeded) = entry.seededRows(
            starter: starter, kinds: game.kinds, dataVersion: manifest.version, spriteURLTemplate: template)
        row.tracksShiny = game.tracksShiny ?? false
        if row.tracksShiny && row.generation == 1 {
            row.tracksShiny = false
            keepPlain(row.name)
        }
        row.downloadsSprites = game.downloadsSprites ?? true
        result.addedGames.append(.init(slug: row.slug, name: row.name, starter: starter, total: seeded.count))
        // In dex order, a species' forms kept in the list's order (their insertion order is the list's).
        let ordered = seeded.enumerated().sorted { ($0.element.dexNumber, $0.offset) < ($1.element.dexNumber, $1.offset) }
        return (row, ordered.map(\.element), true)
    }

    /// The recorded starter, matched as `dex add-game --starter` matches it.
    func starter(_ game: Backup.Game, for entry: GameManifest.Entry) throws -> String? {
        let valid = entry.availableStarters.joined(separator: ", ")
        guard entry.hasStarterChoice else {
            if let starter = game.starter {
                throw fault(game.location, "starter", "\(entry.slug) has no starter choice, but '\(starter)' is given")
            }
            return nil
        }
        guard let starter = game.starter else {
            throw fault(game.location, "starter", "\(entry.slug) needs a starter, one of \(valid)")
        }
        guard let match = entry.matchingStarter(starter) else {
            throw fault(game.location, "starter", "'\(starter)' is not a starter in \(entry.slug); one of \(valid)")
        }
        return match
    }

    /// Applies the file's entries to the game's Pokémon and records each change. Taken whole, an entry's caught
    /// state and note (even an empty one) win; else a Pokémon caught in either stays caught and only a
    /// non-empty note replaces the tracked one. An entry with no note at all keeps the tracked one either way.
    mutating func updated(_ pokemon: [Pokemon], of row: Game, by game: Backup.Game, takingTheFileWhole: Bool) throws -> [Pokemon]
    {
        var result = pokemon
        let index = Dictionary(pokemon.enumerated().map { ($1.entryKey, $0) }, uniquingKeysWith: { first, _ in first })
        // A species' first form, for an entry of a species list imported into a game that lists forms.
        let firstForm = Dictionary(pokemon.enumerated().map { ($1.dexNumber, $0) }, uniquingKeysWith: { first, _ in first })
        var listed: [EntryKey: Backup.Location] = [:]
        for entry in game.pokemon {
            let key = entry.key
            if let first = listed.updateValue(entry.location, forKey: key) {
                let what = entry.form.isEmpty ? "dex number \(entry.dexNumber)" : "\(key)"
                throw fault(entry.location, "dexNumber", "\(what) appears twice in \(game.slug) (also at \(first))")
            }
            var found = index[key] ?? (entry.form.isEmpty ? firstForm[entry.dexNumber] : nil)
            if found == nil && entry.traded && entry.form.isEmpty { found = try addTraded(entry, to: &result, of: row) }
            guard let i = found else {
                throw fault(
                    entry.location, entry.form.isEmpty ? "dexNumber" : "form",
                    "\(key) is not in \(row.name)\(row.selectedStarter.map { " (starter \($0))" } ?? "")"
                )
            }
            listed[result[i].entryKey] = entry.location
            if entry.shiny == true && result[i].shinyLocked && !result[i].isShiny {
                throw fault(
                    entry.location, "shiny",
                    "\(result[i].label) is never shiny in \(row.name): every way to get it there is shiny-locked")
            }
            result[i].state = imported(entry, over: result[i], takingTheFileWhole: takingTheFileWhole)
            if row.generation == 1 && result[i].state.isShiny {
                result[i].state.isShiny = false  // a shiny catch is a catch
                keepPlain(row.name)
            }
        }
        if mode == .replace {
            for i in result.indices where listed[result[i].entryKey] == nil {
                var state = result[i].state
                state.isCaught = false
                result[i].state = state.settled(from: result[i].state, on: today)
            }
        }
        for new in result.dropFirst(pokemon.count) {
            self.result.addedTraded.append(new)
            self.result.changes.append(
                .init(game: row.slug, label: new.label, caught: new.isCaught, shiny: new.isShiny ? true : nil, notes: nil))
        }
        for (old, new) in zip(pokemon, result) where old != new {
            self.result.changes.append(
                .init(
                    game: row.slug, label: new.label,
                    caught: old.isCaught == new.isCaught ? nil : new.isCaught,
                    shiny: old.isShiny == new.isShiny ? nil : new.isShiny,
                    notes: old.notes == new.notes ? nil : new.notes))
        }
        return result
    }

    /// Notes a generation 1 game whose shinies the file records, to say once that they were kept plain.
    mutating func keepPlain(_ game: String) {
        if !result.keptPlain.contains(game) { result.keptPlain.append(game) }
    }

    /// The state `entry` leaves `tracked` in, field by field (`PlayerStateField.ImportRule`): taken whole, the file's
    /// value wherever it gives one.
    func imported(_ entry: Backup.Entry, over tracked: Pokemon, takingTheFileWhole: Bool) -> PlayerState {
        var given = entry.given
        // A backup from before format 2 wrote the game's hint as the note: that is no note of the player's.
        if given["notes"] == .text(tracked.hint) { given["notes"] = .text("") }
        var state = tracked.state
        for field in PlayerState.fields {
            guard let file = given[field.key], field.onImport != .addingOnly else { continue }
            let current = field.value(of: state)
            guard !takingTheFileWhole else {
                field.set(file, in: &state)
                continue
            }
            switch field.onImport {
            case .either: field.set(.flag(current == .flag(true) || file == .flag(true)), in: &state)
            case .fileUnlessBlank: if file != field.blank { field.set(file, in: &state) }
            case .trackedFirst: if current == field.blank { field.set(file, in: &state) }
            case .addingOnly: continue
            }
        }
        // A shiny catch is a catch.
        if entry.shiny == true { state.isCaught = true }
        return state.settled(from: tracked.state, on: today)
    }

    /// A row for a Pokémon the file records as received in a trade and the game's list lacks, from the game's
    /// manifest entry (as `dex mark --traded` adds it); its index in `rows`, or nil when the manifest lacks it too.
    mutating func addTraded(_ entry: Backup.Entry, to rows: inout [Pokemon], of game: Game) throws -> Int? {
        if manifest == nil { manifest = try loadManifest() }
        guard let gameEntry = manifest?.games.first(where: { $0.slug == game.slug }),
            let seed = gameEntry.pokemon.first(where: { $0.dexNumber == entry.dexNumber })
        else { return nil }
        var row = Pokemon(
            gameId: game.id, name: seed.name, dexNumber: seed.dexNumber, regionalNumber: seed.regionalNumber,
            spriteSlug: seed.spriteSlug, spriteFolders: gameEntry.spriteFolders(of: seed))
        row.takeNumbers(of: seed, in: gameEntry)
        row.fill(from: gameEntry.seedDetails(starter: nil).first { $0.dexNumber == seed.dexNumber })
        row.isTraded = true
        tradedRows.insert(row.id)
        rows.append(row)
        return rows.count - 1
    }

    /// Merge keeps the active game if there is one; replace takes the file's. Else the file's first game.
    mutating func chooseActiveGame(_ backup: Backup, resulting: [String: UUID], in db: SQLiteConnection) throws {
        let current = try Preferences.fetch(db).activeGameId.flatMap { id in resulting.values.contains(id) ? id : nil }
        let fromFile = backup.activeGame.flatMap { resulting[$0] }
        let first = backup.games.first.flatMap { resulting[$0.slug] }
        let chosen = mode == .replace ? (fromFile ?? current ?? first) : (current ?? fromFile ?? first)
        guard let chosen, chosen != current else { return }
        activeGameId = chosen
        result.activeGame = resulting.first { $0.value == chosen }?.key
    }

    func apply(in db: SQLiteConnection) throws {
        guard !result.isEmpty else { return }
        // The journal's entry is recorded first, with the games still as they were.
        try Catches.write(
            updates, before: statesBefore, inserting: tradedRows,
            journal: .games(
                "imported \(file) (\(result.summary))", games: Array(Set(updates.map(\.gameId))),
                addedEntries: Array(tradedRows),
                addedGames: newGames.map(\.0.id), removedGames: removals.map(\.id), setsActiveGame: activeGameId != nil),
            db)
        for game in removals { try game.delete(db) }
        for (game, pokemon) in newGames { try TrackedGames.insert(game, pokemon: pokemon, in: db) }
        if let activeGameId { try TrackedGames.setActiveGame(activeGameId, in: db) }
    }
}
