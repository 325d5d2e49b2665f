import DexModel
import DexStore

/// A Pokémon in `dex list --json` and `dex show --json`.
public struct PokemonJSON: Encodable, Sendable, Equatable {
    public var dexNumber: Int
    @ExplicitNull public var regionalNumber: Int?
    public var name: String
    public var caught: Bool
    /// The day it was caught (`2026-11-28`); null when not caught or not known.
    @ExplicitNull public var caughtOn: String?
    /// Caught shiny (`dex mark --shiny`).
    public var shiny: Bool
    /// The game never gives it shiny.
    public var shinyLocked: Bool
    public var notes: String
    public var hint: String
    public var availability: String
    /// `{"name", "members": [dex number]}` for a choice group's member, else null.
    @ExplicitNull public var choiceGroup: ChoiceGroupJSON?
    /// Not caught, and ruled out by a caught option of a choice.
    public var passedOver: Bool
    /// Added with `dex mark --traded`.
    public var traded: Bool
    public var spriteSlug: String
    /// Its form in a game that lists forms (`alola`); absent for a species' default form.
    public var form: String?
    /// In a game of several Pokédex sections (given to the initializer), its number in each section that lists it, in
    /// the game's order of sections; absent in a game of one Pokédex and for a Pokémon no section numbers.
    public var sectionNumbers: [SectionNumberJSON]?

    public struct ChoiceGroupJSON: Codable, Sendable, Equatable {
        public var name: String
        public var members: [Int]
    }

    /// `{"section", "number"}`: Kitakami's #12 is `{"section": "kitakami", "number": 12}`.
    public struct SectionNumberJSON: Codable, Sendable, Equatable {
        public var section: String
        public var number: Int
    }

    public init(_ pokemon: Pokemon, context: ChoiceContext? = nil, sectionsOf game: Game? = nil) {
        dexNumber = pokemon.dexNumber
        regionalNumber = pokemon.regionalNumber
        name = pokemon.name
        caught = pokemon.isCaught
        caughtOn = pokemon.state.caughtOn?.description
        shiny = pokemon.isShiny
        shinyLocked = pokemon.shinyLocked
        notes = pokemon.notes
        hint = pokemon.hint
        availability = pokemon.obtainability.rawValue
        choiceGroup = StoredChoice.decode(pokemon.choiceGroup).map { ChoiceGroupJSON(name: $0.name, members: $0.members) }
        passedOver = !(context?.passedOverBy(pokemon).isEmpty ?? true)
        traded = pokemon.isTraded
        spriteSlug = pokemon.imageName
        form = pokemon.form.isEmpty ? nil : pokemon.form
        if let game, let first = game.regionalDexSections.first, let regional = pokemon.regionalNumber {
            let numbers = [SectionNumber(section: pokemon.regionalDex ?? first, number: regional)] + pokemon.sectionNumbers
            sectionNumbers = numbers.map { SectionNumberJSON(section: $0.section, number: $0.number) }
        }
    }
}

/// `{"slug": …, "name": …}`: which game a list or a Pokémon belongs to.
public struct GameRefJSON: Encodable, Sendable, Equatable {
    public var slug: String
    public var name: String

    public init(_ game: Game) {
        slug = game.slug
        name = game.name
    }
}
