extension GameManifest.Entry {
    /// The first field of this game that holds a NUL and so could not be stored whole (see `StoredText`): its path
    /// under the game (`name`, `availableStarters[1]`, `pokemon[3].notes`) and its name; nil when there is none.
    func fieldHoldingNUL() -> (path: String, name: String)? {
        if StoredText.holdsNUL(name) { return ("name", "name") }
        if let s = availableStarters.firstIndex(where: StoredText.holdsNUL) { return ("availableStarters[\(s)]", "starter") }
        for (p, pokemon) in pokemon.enumerated() {
            for (field, text) in [("name", pokemon.name), ("notes", pokemon.notes), ("spriteSlug", pokemon.spriteSlug)]
            where StoredText.holdsNUL(text) {
                return ("pokemon[\(p)].\(field)", field)
            }
            for (w, way) in (pokemon.ways ?? []).enumerated() {
                for (field, text) in [("text", way.text), ("place", way.place ?? ""), ("method", way.method)]
                where StoredText.holdsNUL(text) {
                    return ("pokemon[\(p)].ways[\(w)].\(field)", field)
                }
            }
        }
        return nil
    }
}
