import Foundation

extension GameManifest {
    /// Checks what JSON decoding cannot: unique slugs and dex numbers, and starters that exist.
    func validate(file: String) throws {
        func fault(_ path: String, _ problem: String) -> DexError {
            .invalidManifest(file: file, path: path, problem: problem)
        }
        var slugs: [String: Int] = [:]
        for (g, game) in games.enumerated() {
            let gamePath = "games[\(g)]"
            if let first = slugs.updateValue(g, forKey: game.slug) {
                throw fault("\(gamePath).slug", "duplicate slug '\(game.slug)' (also at games[\(first)])")
            }
            if game.slug.isEmpty || !SpriteSlug.isValid(game.slug) {
                throw fault("\(gamePath).slug", "'\(game.slug)' must be lowercase letters, digits and '-'")
            }
            if game.hasStarterChoice == game.availableStarters.isEmpty {
                throw fault("\(gamePath).availableStarters", game.hasStarterChoice
                    ? "hasStarterChoice is true but no starters are listed"
                    : "starters are listed but hasStarterChoice is false")
            }
            var numbers: [Int: Int] = [:]
            for (p, pokemon) in game.pokemon.enumerated() {
                let path = "\(gamePath).pokemon[\(p)]"
                if let first = numbers.updateValue(p, forKey: pokemon.dexNumber) {
                    throw fault("\(path).dexNumber", "duplicate dex number \(pokemon.dexNumber) (also at \(gamePath).pokemon[\(first)])")
                }
                if pokemon.dexNumber < 1 {
                    throw fault("\(path).dexNumber", "dex number must be 1 or more")
                }
                if let starter = pokemon.excludedForStarters.first(where: { !game.availableStarters.contains($0) }) {
                    throw fault("\(path).excludedForStarters", "'\(starter)' is not in \(gamePath).availableStarters")
                }
            }
        }
    }
}

/// Turns a `DecodingError` into a message with the JSON path of the fault.
enum ManifestDiagnostics {
    static func error(for error: DecodingError, file: String) -> DexError {
        switch error {
        case .keyNotFound(let key, let context):
            .invalidManifest(file: file, path: jsonPath(context.codingPath + [key]), problem: "missing field")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            .invalidManifest(file: file, path: jsonPath(context.codingPath), problem: "expected \(describe(type))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                .invalidManifest(file: file, path: "$", problem: "not valid JSON")
            } else {
                .invalidManifest(file: file, path: jsonPath(context.codingPath), problem: context.debugDescription)
            }
        @unknown default:
            .invalidManifest(file: file, path: "$", problem: "\(error)")
        }
    }

    /// `games[0].pokemon[3].dexNumber`
    static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "$" : path
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        default: "a value of type \(type)"
        }
    }
}
