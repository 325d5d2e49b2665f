import Foundation

extension GameManifest {
    /// Checks what JSON decoding cannot: unique slugs and dex numbers, and starters that exist.
    func validate(file: String) throws {
        try Self.validateSlugs(games.map(\.slug), file: file)
        for (index, game) in games.enumerated() {
            try game.validate(at: index, file: file)
        }
    }

    static func validateSlugs(_ slugs: [String], file: String) throws {
        var seen: [String: Int] = [:]
        for (index, slug) in slugs.enumerated() {
            if let first = seen.updateValue(index, forKey: slug) {
                throw DexError.invalidManifest(
                    file: file, path: "games[\(index)].slug", problem: "duplicate slug '\(slug)' (also at games[\(first)])")
            }
            if !SpriteSlug.isValid(slug) {
                throw DexError.invalidManifest(
                    file: file, path: "games[\(index)].slug", problem: "'\(slug)' must be lowercase letters, digits and '-'")
            }
        }
    }
}

extension GameManifest.Entry {
    /// Checks one game, found at `games[index]` of `file`.
    func validate(at index: Int, file: String) throws {
        let gamePath = "games[\(index)]"
        func fault(_ path: String, _ problem: String) -> DexError {
            .invalidManifest(file: file, path: path, problem: problem)
        }
        if hasStarterChoice == availableStarters.isEmpty {
            throw fault("\(gamePath).availableStarters", hasStarterChoice
                ? "hasStarterChoice is true but no starters are listed"
                : "starters are listed but hasStarterChoice is false")
        }
        if let field = fieldHoldingNUL() { throw fault("\(gamePath).\(field.path)", StoredText.nulProblem(field.name)) }
        var numbers: [Int: Int] = [:]
        for (p, pokemon) in pokemon.enumerated() {
            let path = "\(gamePath).pokemon[\(p)]"
            if let first = numbers.updateValue(p, forKey: pokemon.dexNumber) {
                throw fault("\(path).dexNumber", "duplicate dex number \(pokemon.dexNumber) (also at \(gamePath).pokemon[\(first)])")
            }
            if pokemon.dexNumber < 1 {
                throw fault("\(path).dexNumber", "dex number must be 1 or more")
            }
            if let starter = pokemon.excludedForStarters.first(where: { !availableStarters.contains($0) }) {
                throw fault("\(path).excludedForStarters", "'\(starter)' is not in \(gamePath).availableStarters")
            }
        }
    }
}
