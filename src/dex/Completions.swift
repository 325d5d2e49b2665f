import ArgumentParser
import DexKit
import Foundation

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

    private static func manifest(for words: [String]) -> GameManifest? {
        var path: String?
        if let flag = words.firstIndex(of: "--manifest"), flag + 1 < words.count {
            path = words[flag + 1]
        } else if let inline = words.first(where: { $0.hasPrefix("--manifest=") }) {
            path = String(inline.dropFirst("--manifest=".count))
        } else if let environment = ProcessInfo.processInfo.environment["DEX_MANIFEST"], !environment.isEmpty {
            path = environment
        }
        return try? GameManifest.load(path: path)
    }
}
