import ArgumentParser
import DexApp
import DexModel
import DexSystem
import FoundationEssentials

/// Shell completions. Game slugs and starters are read from the manifest: the one named by `--manifest` on the
/// line being completed, else `$DEX_MANIFEST`, else the bundled one; Pokémon names from the database. They run
/// only when the shell asks, never on a normal command.
enum Completions {
    /// Every game slug the manifest offers.
    static let gameSlugs = CompletionKind.custom { words, _, prefix in
        guard let manifest = manifest(for: words) else { return [] }
        return manifest.games.map(\.slug).filter { $0.hasPrefix(prefix) }
    }

    /// The tracked games' slugs first, in the order `dex games` lists them, then the manifest's others: what `use`
    /// and `--game` take. The tracked games are read from the database of the `--home` on the line, as
    /// `pokemonNames` reads it.
    static let trackedGamesFirst = CompletionKind.custom { words, _, prefix in
        let home = DexHome.resolve(explicit: value(of: "--home", in: words))
        let tracked = ((try? Tracker.openExisting(home)?.trackedGames()) ?? []).map(\.slug)
        let others = (manifest(for: words)?.games ?? []).map(\.slug).filter { !tracked.contains($0) }
        return (tracked + others).filter { $0.hasPrefix(prefix) }
    }

    /// The starters of the game named on the line (e.g. `dex add-game firered --starter <TAB>`), else of every game.
    static let starters = CompletionKind.custom { words, _, prefix in
        guard let manifest = manifest(for: words) else { return [] }
        let named = manifest.games.filter { words.contains($0.slug) }
        var seen = Set<String>()
        return (named.isEmpty ? manifest.games : named)
            .flatMap(\.availableStarters)
            .filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    /// The Pokémon of the game named by `--game` on the line, else of the active game, as sprite slugs
    /// (`mr-mime`, `nidoran-f`: one shell word each, and accepted as refs). Read from the database of the
    /// `--home` on the line (else the usual data folder), which is neither created nor migrated for this.
    /// A word that starts like one of the game's own numbers (`R1`, `r02`, `kitakami:`) gets those instead
    /// (`R001`, `kitakami:R001`), in the case typed.
    static let pokemonNames = CompletionKind.custom { words, _, prefix in
        let home = DexHome.resolve(explicit: value(of: "--home", in: words))
        let game = value(of: "--game", in: words)
        guard let tracker = Tracker.openExisting(home) else { return [] }
        let start = prefix.lowercased()
        if startsRegionalRef(start) {
            let refs = (try? tracker.regionalRefs(game: game)) ?? []
            let typed = prefix.hasPrefix("r") ? refs.map { $0.replacing("R", with: "r") } : refs
            return typed.filter { $0.lowercased().hasPrefix(start) }
        }
        return ((try? tracker.spriteSlugs(game: game)) ?? []).filter { $0.hasPrefix(start) }
    }

    /// `r0`, `r12`, or a word with a colon (`kitakami:`, `isle-of-armor:r1`): no Pokémon's slug is either.
    private static func startsRegionalRef(_ word: String) -> Bool {
        if word.contains(":") { return true }
        return word.count > 1 && word.first == "r" && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The manifest any command would read, with the `--manifest` given on the line being completed.
    private static func manifest(for words: [String]) -> GameManifest? {
        try? ManifestChoice(explicit: value(of: "--manifest", in: words)).load()
    }

    /// The value of the option `spelling` anywhere on a partial line (`--game VALUE` or `--game=VALUE`): the line is
    /// still being typed, so ArgumentParser cannot read it.
    private static func value(of spelling: String, in words: [String]) -> String? {
        let separate = words.firstIndex(of: spelling).flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        return separate ?? words.first { $0.hasPrefix(spelling + "=") }.map { String($0.dropFirst(spelling.count + 1)) }
    }
}
