extension GameManifest {
    /// Checks what JSON decoding cannot: unique slugs, dex numbers and names, and starters that exist.
    package func validate(file: String) throws {
        try Self.validateSlugs(games.map(\.slug), file: file)
        for (index, game) in games.enumerated() {
            try game.validate(at: index, file: file)
        }
    }

    package static func validateSlugs(_ slugs: [String], file: String) throws {
        var seen: [String: Int] = [:]
        for (index, slug) in slugs.enumerated() {
            if let first = seen.updateValue(index, forKey: slug) {
                throw ManifestError.invalidManifest(
                    file: file, path: "games[\(index)].slug", problem: "duplicate slug '\(slug)' (also at games[\(first)])")
            }
            if !SpriteSlug.isValid(slug) {
                throw ManifestError.invalidManifest(
                    file: file, path: "games[\(index)].slug", problem: "'\(slug)' must be lowercase letters, digits and '-'")
            }
        }
    }
}

extension GameManifest.Entry {
    /// Checks one game, found at `games[index]` of `file`.
    package func validate(at index: Int, file: String) throws {
        let gamePath = "games[\(index)]"
        func fault(_ path: String, _ problem: String) -> ManifestError {
            .invalidManifest(file: file, path: path, problem: problem)
        }
        // Paths are built only for a fault: a game of hundreds of Pokémon would otherwise build hundreds.
        func at(_ p: Int) -> String { "\(gamePath).pokemon[\(p)]" }
        if name.allSatisfy(\.isWhitespace) {
            throw fault("\(gamePath).name", "empty name")
        }
        if hasStarterChoice == availableStarters.isEmpty {
            throw fault(
                "\(gamePath).availableStarters",
                hasStarterChoice
                    ? "hasStarterChoice is true but no starters are listed"
                    : "starters are listed but hasStarterChoice is false")
        }
        if let field = fieldHoldingNUL() { throw fault("\(gamePath).\(field.path)", StoredText.nulProblem(field.name)) }
        var numbers: [Int: Int] = [:], names: [String: Int] = [:]
        numbers.reserveCapacity(pokemon.count)
        names.reserveCapacity(pokemon.count)
        for (p, pokemon) in pokemon.enumerated() {
            if let first = numbers.updateValue(p, forKey: pokemon.dexNumber) {
                throw fault("\(at(p)).dexNumber", "duplicate dex number \(pokemon.dexNumber) (also at \(at(first)))")
            }
            if pokemon.dexNumber < 1 {
                throw fault("\(at(p)).dexNumber", "dex number must be 1 or more")
            }
            // A name must be one `dex mark NAME` finds, and finds alone: names are compared as `NameKey` folds
            // them, so two names with the same key are duplicates even when spelt differently.
            let key = NameKey.key(pokemon.name)
            if key.isEmpty {
                if pokemon.name.allSatisfy(\.isWhitespace) { throw fault("\(at(p)).name", "empty name") }
                throw ManifestError.nameWithNothingToMatch(file: file, path: "\(at(p)).name", name: pokemon.name, isForm: false)
            }
            if let first = names.updateValue(p, forKey: key) {
                let other = self.pokemon[first].name
                if other == pokemon.name { throw fault("\(at(p)).name", "duplicate name '\(other)' (also at \(at(first)))") }
                throw ManifestError.namesMatchedAlike(
                    file: file, path: "\(at(p)).name", name: pokemon.name, other: other, otherPath: at(first))
            }
            if let starter = pokemon.excludedForStarters.first(where: { !availableStarters.contains($0) }) {
                throw fault("\(at(p)).excludedForStarters", "'\(starter)' is not in \(gamePath).availableStarters")
            }
            if let availability = pokemon.availability, Obtainability(rawValue: availability) == nil {
                let known = Obtainability.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw fault("\(at(p)).availability", "'\(availability)' is not one of \(known)")
            }
        }
        try validateForms(at: gamePath, file: file, fault: fault)
        for (p, pokemon) in pokemon.enumerated() {
            for (e, evolution) in (pokemon.evolutions ?? []).enumerated() where numbers[evolution.from] == nil {
                throw fault("\(at(p)).evolutions[\(e)].from", "dex number \(evolution.from) is not in \(gamePath).pokemon")
            }
        }
        for (g, group) in (choiceGroups ?? []).enumerated() {
            for (o, option) in group.options.enumerated() {
                for number in [option.dexNumber] + option.rulesOut where numbers[number] == nil {
                    throw fault(
                        "\(gamePath).choiceGroups[\(g)].options[\(o)]", "dex number \(number) is not in \(gamePath).pokemon")
                }
            }
        }
    }
}

extension GameManifest.Entry {
    /// A game listed with forms must be as unambiguous as without: each species' forms distinct, and every name of the
    /// forms list (a species' forms in its place) one that `dex mark` finds alone.
    private func validateForms(at gamePath: String, file: String, fault: (String, String) -> ManifestError) throws {
        guard pokemon.contains(where: { $0.forms != nil }) else { return }
        // Where each name was seen, as indices: a path is written only for a fault (thousands of names otherwise).
        func path(_ p: Int, _ f: Int?) -> String {
            f.map { "\(gamePath).pokemon[\(p)].forms[\($0)]" } ?? "\(gamePath).pokemon[\(p)]"
        }
        var names: [String: (species: Int, form: Int?)] = [:]
        names.reserveCapacity(pokemon.count * 2)
        for (p, species) in pokemon.enumerated() {
            guard let forms = species.forms else {
                names[FormNames.key(species.name)] = (p, nil)
                continue
            }
            if forms.isEmpty { throw fault("\(path(p, nil)).forms", "a species listed with forms needs at least one") }
            var seen: Set<String> = []
            for (f, form) in forms.enumerated() {
                if !seen.insert(form.form).inserted {
                    throw fault("\(path(p, f)).form", "duplicate form '\(form.form)' of \(species.name)")
                }
                let key = FormNames.key(form.name)
                if key.isEmpty {
                    throw ManifestError.nameWithNothingToMatch(
                        file: file, path: "\(path(p, f)).name", name: form.name, isForm: true)
                }
                if let other = names.updateValue((p, f), forKey: key) {
                    throw fault(
                        "\(path(p, f)).name", "'\(form.name)' is matched as the same name as \(path(other.species, other.form))'s"
                    )
                }
                if let availability = form.availability, Obtainability(rawValue: availability) == nil {
                    throw fault("\(path(p, f)).availability", "'\(availability)' is not a class")
                }
            }
        }
    }
}
