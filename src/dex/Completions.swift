import ArgumentParser
import DexKit

/// Shell completions read from the manifest: the one named by `--manifest` on the line being completed,
/// else `$DEX_MANIFEST`, else the bundled one. They run only when the shell asks, never on a normal command.
enum Completions {
    /// Every game slug the manifest offers.
    static let gameSlugs = CompletionKind.custom { words, _, prefix in
        guard let manifest = manifest(for: words) else { return [] }
        return manifest.games.map(\.slug).filter { $0.hasPrefix(prefix) }
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

    /// The manifest any command would read, with the `--manifest` given on the line being completed.
    private static func manifest(for words: [String]) -> GameManifest? {
        let flag = words.firstIndex(of: "--manifest").flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
        let inline = words.first { $0.hasPrefix("--manifest=") }.map { String($0.dropFirst("--manifest=".count)) }
        return try? ManifestOptions.parse((flag ?? inline).map { ["--manifest", $0] } ?? []).load()
    }
}
