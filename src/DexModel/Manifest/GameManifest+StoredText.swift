#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GameManifest.Entry {
    /// The first field of this game that holds a NUL and so could not be stored whole (see `StoredText`): its path
    /// under the game (`name`, `availableStarters[1]`, `pokemon[3].notes`) and its name; nil when there is none.
    func fieldHoldingNUL() -> (path: String, name: String)? {
        if StoredText.holdsNUL(name) { return ("name", "name") }
        if let s = availableStarters.firstIndex(where: StoredText.holdsNUL) { return ("availableStarters[\(s)]", "starter") }
        for (p, pokemon) in pokemon.enumerated() {
            // Checked with memchr first, field by field: a game of thousands of ways has a million bytes of text.
            if Self.holdsNUL(pokemon.name) { return ("pokemon[\(p)].name", "name") }
            if Self.holdsNUL(pokemon.notes) { return ("pokemon[\(p)].notes", "notes") }
            if Self.holdsNUL(pokemon.spriteSlug) { return ("pokemon[\(p)].spriteSlug", "spriteSlug") }
            for (w, way) in (pokemon.ways ?? []).enumerated() {
                if Self.holdsNUL(way.text) { return ("pokemon[\(p)].ways[\(w)].text", "text") }
                if Self.holdsNUL(way.place ?? "") { return ("pokemon[\(p)].ways[\(w)].place", "place") }
                if Self.holdsNUL(way.method) { return ("pokemon[\(p)].ways[\(w)].method", "method") }
            }
        }
        return nil
    }

    /// `StoredText.holdsNUL`, with memchr over the string's own UTF-8 where it has it contiguous (a native string).
    private static func holdsNUL(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
        } ?? StoredText.holdsNUL(text)
    }
}
