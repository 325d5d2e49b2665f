/// The text part of `dex show`: one "Label: value" line per fact.
public enum PokemonCard {
    /// Names and notes are made inert (`InertText`); a note keeps its own line breaks.
    public static func lines(game: Game, pokemon: Pokemon, style: Style) -> [String] {
        var lines = [style.bold(InertText.line(pokemon.label))]
        lines.append("Game:     \(InertText.line(game.name))")
        if let regional = pokemon.regionalNumber {
            lines.append("Regional: \(DexNumber.format(regional))")
        }
        lines.append("Caught:   " + (pokemon.isRegistered ? style.green("yes") : "no"))
        if !pokemon.hint.isEmpty {
            lines.append("Hint:     \(InertText.line(pokemon.hint))")
        }
        if !pokemon.notes.isEmpty {
            lines.append("Notes:    \(InertText.lines(pokemon.notes))")
        }
        return lines
    }
}
