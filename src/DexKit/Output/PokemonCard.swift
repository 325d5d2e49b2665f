/// The text part of `dex show`: one "Label: value" line per fact.
public enum PokemonCard {
    public static func lines(game: Game, pokemon: Pokemon, style: Style) -> [String] {
        var lines = [style.bold(pokemon.label)]
        lines.append("Game:     \(game.name)")
        if let regional = pokemon.regionalNumber {
            lines.append("Regional: \(DexNumber.format(regional))")
        }
        lines.append("Caught:   " + (pokemon.isRegistered ? style.green("yes") : "no"))
        if !pokemon.notes.isEmpty {
            lines.append("Notes:    \(pokemon.notes)")
        }
        return lines
    }
}
