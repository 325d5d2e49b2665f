extension GameManifest.Way {
    /// What the way says beyond its place and its method's words, for a row under a heading that names both:
    /// "morning/day" of "Route 1 (walking, morning/day)", "" of "Route 12 (walking)". A text of another shape is
    /// kept whole.
    public var detail: String {
        guard let place, text.hasPrefix(place) else { return text }
        let rest = text.dropFirst(place.count)
        let inner: Substring
        if rest.hasPrefix(" ("), rest.hasSuffix(")") {
            inner = rest.dropFirst(2).dropLast()
        } else if rest.hasPrefix(", ") {
            inner = rest.dropFirst(2)
        } else {
            return text
        }
        let words = WayMethod.words(method)
        if inner == words { return "" }
        if inner.hasPrefix(words + ", ") { return String(inner.dropFirst(words.count + 2)) }
        return String(inner)
    }
}
