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
