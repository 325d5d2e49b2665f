/// "Did you mean …?" for a mistyped slug or name.
public enum Suggestion {
    /// The candidate closest to `input` by edit distance on folded names, if it is close enough to be a typo.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let target = Array(NameKey.key(input))
        guard !target.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(NameKey.key(candidate)))
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.candidate
    }

    /// What separates the names of a suggestion that offers several (`ErrorMessage` quotes each): no name holds a
    /// line break.
    public static let separator: Character = "\n"

    /// For a Pokémon name that names none: the names that start with it when it is the start of several (`tapu` →
    /// Tapu Koko, Tapu Lele, Tapu Bulu and Tapu Fini; `nidoran` → Nidoran♀ and Nidoran♂), joined by `separator`, up to
    /// `limit` of them; else the closest (`closest(to:among:)`).
    public static func names(for input: String, among candidates: [String], limit: Int = 6) -> String? {
        let key = NameKey.key(input)
        if key.count >= 3 {
            let started = candidates.filter { NameKey.key($0).hasPrefix(key) }
            if started.count > 1 && started.count <= limit { return started.joined(separator: String(separator)) }
        }
        return closest(to: input, among: candidates)
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
