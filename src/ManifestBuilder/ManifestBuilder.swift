import DexModel
import Foundation

/// Builds dex's bundled `games.json` from the PokeAPI CSV tables: the 38 main-series versions, each with its regional
/// dexes and every other species it can give you, and the National Pokédex for a living dex.
public enum ManifestBuilder {
    public static let attribution = """
        Game data from PokéAPI (https://github.com/PokeAPI/pokeapi), BSD 3-clause licence: \
        Copyright (c) © 2013–2023 Paul Hallett and PokéAPI contributors \
        (https://github.com/PokeAPI/pokeapi#contributing). \
        Pokémon and Pokémon character names are trademarks of Nintendo.
        """

    /// The manifest's bytes: compact JSON with sorted keys, checked by dex's own decoder and validation.
    /// The same tables, corrections, imported encounters and shiny locks always give the same bytes.
    public static func generate(
        from folder: URL, corrections: URL = Corrections.repositoryURL,
        encounters: URL = ImportedEncounters.repositoryURL, shinyLocks: URL = ShinyLocks.repositoryURL
    ) throws -> Data {
        var manifest = try build(from: folder, corrections: corrections, encounters: encounters, shinyLocks: shinyLocks)
        manifest.version = "pokeapi-" + ContentHash.hex(try encode(manifest))
        let data = try encode(manifest)
        do {
            _ = try GameManifest.decode(data, file: "generated games.json")
        } catch {
            throw ManifestBuildError.invalidOutput("\(error)")
        }
        return data
    }

    /// The manifest with an empty `version`.
    static func build(
        from folder: URL, corrections correctionsURL: URL, encounters encountersURL: URL = ImportedEncounters.repositoryURL,
        shinyLocks shinyLocksURL: URL = ShinyLocks.repositoryURL
    ) throws -> GameManifest {
        let corrections = try Corrections.load(from: correctionsURL)
        let tablesData = try CorrectionRules.renamingPlaces(in: try PokeAPIData.load(from: folder), corrections: corrections)
        let shinyLocks = try ShinyLocks.load(from: shinyLocksURL)
        var contexts = try GameCatalog.games.map { try GameContext($0, data: tablesData) }
        var importedGroups = try ImportedEncounterGroups(
            data: tablesData, formsTable: CSVTable(named: "pokemon_forms", in: folder))
        let imported = try importedGroups.groups(try ImportedEncounters.load(from: encountersURL), games: contexts)
        let data = importedGroups.data
        for index in contexts.indices {
            let slug = contexts[index].catalog.slug
            contexts[index].formsMet = importedGroups.forms[slug] ?? []
            contexts[index].ownSpecies?.formUnion((imported[slug] ?? []).map(\.species))
        }
        let correctionRules = CorrectionRules(corrections: corrections, data: data)
        var games: [GameContext] = []
        var encounters: [[EncounterGroup]] = []
        var availabilities: [Availability] = []
        var lackingEvents: [[Int: String]] = []
        for var game in contexts {
            let catalogGame = game.catalog
            let pokeAPI = try game.versions.flatMap { try EncounterGroup.groups(in: $0.id, data: data) }
            let tables =
                pokeAPI
                + ImportedEncounterGroups.besideTables(imported[catalogGame.slug] ?? [], tables: pokeAPI, data: data)
            let groups = ImportedEncounterGroups.withoutRepeats(
                of: try correctionRules.apply(to: tables, version: catalogGame.slug),
                imported: Set((imported[catalogGame.slug] ?? []).map(\.key)), data: data)
            game.formsMet = FormsMet.reached(
                from: FormsMet.met(by: groups, in: game, data: data).union(game.formsMet), in: game, data: data)
            let lacking = try correctionRules.lacking(in: catalogGame.slug)
            lackingEvents.append(lacking.events)
            let lackedSpecies = Set(lacking.exclusives.keys).union(lacking.events.keys)
            let presumed = Availability.presumedSpecies(game: game, data: data, encounters: groups, lacking: lackedSpecies)
            games.append(game)
            encounters.append(groups)
            availabilities.append(
                Availability(game: game, data: data, encounters: groups, presumed: presumed, lacking: lackedSpecies))
        }
        let missingNotes = MissingNoteWriter(data: data, availabilities: availabilities, eventReasons: lackingEvents)
        let choices = ChoiceGroups(corrections: corrections, rules: correctionRules)
        let homeForms = HomeForms(data: data)
        var entries = try games.indices.map { index in
            try GameEntryBuilder(
                data: data, availability: availabilities[index], encounters: encounters[index], missingNotes: missingNotes,
                choiceGroups: try choices.groups(
                    for: games[index], full: availabilities[index], encounters: encounters[index], data: data),
                homeForms: homeForms
            ).entry()
        }
        try shinyLocks.apply(to: &entries)
        FormsFromOtherGames.apply(to: &entries, games: games, data: data)
        let national = try NationalEntryBuilder(
            data: data, availabilities: availabilities, missingNotes: missingNotes, homeForms: homeForms, games: entries
        ).entry()
        var manifest = GameManifest(version: "", games: entries + [national])
        manifest.attribution = attribution
        return manifest
    }

    /// Compact JSON with sorted keys, and each game on a line of its own: the container dex embeds deflates each line
    /// on its own, so `add-game` inflates and decodes only its game's line instead of 6 MB of JSON.
    static func encode(_ manifest: GameManifest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data("{".utf8)
        if let attribution = manifest.attribution {
            data.append(Data("\"attribution\":".utf8))
            data.append(try encoder.encode(attribution))
            data.append(Data(",".utf8))
        }
        data.append(Data("\"games\":[".utf8))
        for (index, game) in manifest.games.enumerated() {
            data.append(Data((index == 0 ? "\n" : ",\n").utf8))
            data.append(try encoder.encode(game))
        }
        data.append(Data("\n],\"version\":".utf8))
        data.append(try encoder.encode(manifest.version))
        data.append(Data("}".utf8))
        return data
    }
}
