import DexModel
import DexStore

/// A Pokémon in `dex list --json` and `dex show --json`.
public struct PokemonJSON: Encodable, Sendable, Equatable {
    public var dexNumber: Int
    @ExplicitNull public var regionalNumber: Int?
    public var name: String
    public var caught: Bool
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

    public struct ChoiceGroupJSON: Codable, Sendable, Equatable {
        public var name: String
        public var members: [Int]
    }

    public init(_ pokemon: Pokemon, context: ChoiceContext? = nil) {
        dexNumber = pokemon.dexNumber
        regionalNumber = pokemon.regionalNumber
        name = pokemon.name
        caught = pokemon.isCaught
        shiny = pokemon.isShiny
        shinyLocked = pokemon.shinyLocked
        notes = pokemon.notes
        hint = pokemon.hint
        availability = pokemon.obtainability.rawValue
        choiceGroup = StoredChoice.decode(pokemon.choiceGroup).map { ChoiceGroupJSON(name: $0.name, members: $0.members) }
        passedOver = !(context?.passedOverBy(pokemon).isEmpty ?? true)
        traded = pokemon.isTraded
        spriteSlug = pokemon.imageName
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
