import DexModel

/// A form no way of a game gives, though its line is met there in other forms (the hint that the data has no place,
/// and no way): where the other version of the game's pair gives it, a trade from that version (Alpha Sapphire's West
/// Sea Shellos: Omega Ruby's DexNav); else, in a game Pokémon HOME links, a transfer from HOME (Sword's West Sea
/// Shellos, Scarlet's Vivillon patterns but Fancy); else a transfer from the latest earlier game that gives it
/// (Omega Ruby's Autumn Deerling, from Black: generation 5's seasons).
enum FormsFromOtherGames {
    static func apply(to entries: inout [GameManifest.Entry], games: [GameContext], data: PokeAPIData) {
        for index in entries.indices {
            for pokemon in entries[index].pokemon.indices {
                let species = entries[index].pokemon[pokemon]
                for form in (species.forms ?? []).indices {
                    guard let entry = species.forms?[form], entry.ways == [], entry.notes == NoteWriter.noKnownPlace,
                        let note = origin(
                            of: entry.form, species.dexNumber, for: index, entries: entries, games: games, data: data)
                    else { continue }
                    entries[index].pokemon[pokemon].forms?[form].notes = note
                    entries[index].pokemon[pokemon].forms?[form].availability = Obtainability.otherVersion.rawValue
                }
            }
        }
    }

    /// Where the game at `index` gets the form `form` of the species `dexNumber` from, as its hint; nil when no game
    /// that can hand it over gives it.
    private static func origin(
        of form: String, _ dexNumber: Int, for index: Int, entries: [GameManifest.Entry], games: [GameContext],
        data: PokeAPIData
    ) -> String? {
        let game = games[index]
        guard let ownName = data.versionNames[game.version.id] else { return nil }
        let givers = entries.indices.filter { $0 != index && gives(entries[$0], dexNumber: dexNumber, form: form) }
        if let partner = givers.first(where: { games[$0].versionGroup.id == game.versionGroup.id }),
            let name = data.versionNames[games[partner].version.id]
        {
            return "Not in \(ownName): trade from \(name)"
        }
        if GameLinks.isLinkedByHome(game.catalog.slug) { return "Not in \(ownName): transfer from Pokémon HOME" }
        guard let (earlier, services) = latestTransfer(from: givers, to: index, games: games),
            let name = data.versionNames[games[earlier].version.id]
        else { return nil }
        return "Not in \(ownName): transfer from \(name) (\(services.joined(separator: ", then ")))"
    }

    /// The latest of `givers` that can transfer a Pokémon to the game at `target`, and the services it goes through.
    private static func latestTransfer(from givers: [Int], to target: Int, games: [GameContext]) -> (Int, [String])? {
        var latest: (Int, [String])?
        for giver in givers {
            guard case .transfer(let services) = GameLinks.link(from: games[giver].catalog.slug, to: games[target].catalog.slug)
            else { continue }
            if latest.map({ games[giver].generation > games[$0.0].generation }) ?? true { latest = (giver, services) }
        }
        return latest
    }

    /// Whether `game` gives the form `form` of the species numbered `dexNumber` by a way of its own, or by its
    /// species' ways when it has none of its own.
    private static func gives(_ game: GameManifest.Entry, dexNumber: Int, form: String) -> Bool {
        guard let species = game.pokemon.first(where: { $0.dexNumber == dexNumber }),
            let entry = species.forms?.first(where: { $0.form == form }), entry.availability == nil
        else { return false }
        if let ways = entry.ways { return !ways.isEmpty }
        return species.availability == nil && species.ways?.isEmpty == false
    }
}
