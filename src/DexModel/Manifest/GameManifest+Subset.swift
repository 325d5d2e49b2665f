import FoundationEssentials

extension GameManifest.Entry {
    /// Which of an entry's Pokémon a decoder given it in `userInfo[subsetKey]` builds: these species, and those the
    /// run's choices involve (the starters' lines, the choice groups' options), which the starter and the choices are
    /// read from. A command that needs a few of a game's Pokémon (an import's additions) then builds only those: the
    /// JSON is still read whole, but its 700 Pokémon are not all made into values.
    public struct Subset: Sendable, Equatable {
        public var dexNumbers: Set<Int>

        public init(dexNumbers: Set<Int>) {
            self.dexNumbers = dexNumbers
        }
    }

    public static let subsetKey = CodingUserInfoKey(rawValue: "dex.entrySubset")

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        slug = try container.decode(String.self, forKey: .slug)
        name = try container.decode(String.self, forKey: .name)
        generation = try container.decode(Int.self, forKey: .generation)
        spriteFolder = try container.decode(String.self, forKey: .spriteFolder)
        hasStarterChoice = try container.decode(Bool.self, forKey: .hasStarterChoice)
        availableStarters = try container.decode([String].self, forKey: .availableStarters)
        regionalDex = try container.decodeIfPresent(String.self, forKey: .regionalDex)
        regionalDexSections = try container.decodeIfPresent([String].self, forKey: .regionalDexSections)
        choiceGroups = try container.decodeIfPresent([GameManifest.ChoiceGroup].self, forKey: .choiceGroups)
        places = try container.decodeIfPresent([String].self, forKey: .places)
        guard let key = Self.subsetKey, let subset = decoder.userInfo[key] as? Subset else {
            pokemon = try container.decode([GameManifest.PokemonEntry].self, forKey: .pokemon)
            return
        }
        let kept = subset.dexNumbers.union((choiceGroups ?? []).flatMap { $0.options.map(\.dexNumber) })
        var elements = try container.nestedUnkeyedContainer(forKey: .pokemon)
        pokemon = []
        while !elements.isAtEnd {
            let element = try elements.superDecoder()
            let head = try Head(from: element)
            if kept.contains(head.dexNumber) || !head.excludedForStarters.isEmpty {
                pokemon.append(try GameManifest.PokemonEntry(from: element))
            }
        }
    }

    /// What decides whether a Pokémon of a subset is built.
    private struct Head: Decodable {
        var dexNumber: Int
        var excludedForStarters: [String]
    }
}
