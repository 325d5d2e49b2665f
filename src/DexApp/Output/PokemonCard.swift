import DexModel
import DexStore
import DexSystem

/// The text part of `dex show`: one "Label: value" line per fact.
public enum PokemonCard {
    /// Names and notes are made inert (`InertText`); a note keeps its own line breaks.
    public static func lines(
        game: Game, pokemon: Pokemon, details: PokemonDetails = PokemonDetails(), noteConflicts: [NoteConflict] = [],
        style: Style
    ) -> [String] {
        var lines = [style.bold(InertText.line(pokemon.label))]
        lines.append("Game:     \(InertText.line(game.name))")
        if let regional = pokemon.regionalNumber {
            // A section's name is a slug of the manifest ("isle-of-armor"), shown as it is.
            let section = pokemon.regionalDex.map { " (\(InertText.line($0)))" } ?? ""
            // Its numbers in the later sections that list it too: "R005 · kitakami R012".
            let later = pokemon.sectionNumbers.map { " · \(InertText.line($0.section)) \(DexNumber.regional($0.number))" }
            lines.append("Regional: \(DexNumber.regional(regional))\(section)\(later.joined())")
        }
        lines.append(
            "Caught:   " + (pokemon.isCaught ? style.green("yes") + (pokemon.state.caughtOn.map { ", on \($0)" } ?? "") : "no"))
        if pokemon.isShiny {
            lines.append("Shiny:    " + style.green("yes"))
        } else if pokemon.shinyLocked {
            lines.append("Shiny:    never in this game: every way to get it is shiny-locked")
        }
        if !pokemon.hint.isEmpty {
            lines.append("Hint:     \(InertText.line(pokemon.hint))")
        }
        if details.ways.count > 1 {
            lines += details.ways.enumerated().map { index, way in
                (index == 0 ? "Ways:     " : "          ") + InertText.line(way.text)
            }
        }
        if pokemon.obtainability != .obtainable {
            lines.append("Class:    \(pokemon.obtainability.label)")
        }
        if let group = details.choiceGroup {
            lines.append(
                "Choice:   \(InertText.line(group.name)): one of \(InertText.line(group.members.map(\.name).joined(separator: ", ")))"
            )
        }
        let passedOverBy = pokemon.isCaught ? [] : details.ruledOutBy.filter(\.caught)
        if !passedOverBy.isEmpty {
            lines.append("Run:      passed over: you have \(InertText.line(passedOverBy.map(\.name).joined(separator: ", ")))")
        } else if !details.ruledOutBy.isEmpty && details.choiceGroup == nil {
            lines.append(
                "Choice:   ruled out by picking \(InertText.line(details.ruledOutBy.map(\.name).joined(separator: " or ")))")
        }
        if pokemon.isTraded {
            lines.append("Traded:   yes, added as received in a trade")
        }
        if !pokemon.notes.isEmpty {
            lines.append("Notes:    \(InertText.lines(pokemon.notes))")
        }
        // Written on another machine at the same time (`dex sync`); writing the note again settles it.
        for conflict in noteConflicts {
            lines.append("Also:     \(InertText.lines(conflict.note)) (a note written at once on \(conflict.machine))")
        }
        return lines
    }
}
