import DexModel

/// `dex plan` as text: the summary, then each section that has something under its heading, one Pokémon a line
/// ("  #016 Pidgey — Route 1 (walking)"), each line cut to `width` columns when one is given (a terminal's).
public enum GamePlanText {
    public static func lines(_ plan: GamePlan, width: Int?) -> [String] {
        var lines = [plan.summary]
        func section(_ heading: String, _ steps: [GamePlan.Step]) {
            guard !steps.isEmpty else { return }
            lines += ["", heading] + steps.map(line)
        }
        if !plan.places.isEmpty || !plan.choices.isEmpty { lines += ["", "Catch here"] }
        for place in plan.places {
            lines.append("  \(InertText.line(place.name))")
            lines += place.steps.map { "  " + line($0) }
        }
        for choice in plan.choices {
            lines.append("  Choose one (\(InertText.line(choice.name))):")
            lines += choice.options.map { "  " + line($0) }
        }
        section("Evolve", plan.evolve)
        section("Breed", plan.breed)
        section("From your other games", plan.fromOtherGames)
        section("Needs a game you do not track", plan.otherVersion)
        section("Events only", plan.events)
        guard let width, width > 1 else { return lines }
        return lines.map { fit($0, width) }
    }

    private static func line(_ step: GamePlan.Step) -> String {
        "  \(DexNumber.format(step.dexNumber)) \(InertText.line(step.name)) — \(InertText.line(step.how))"
    }

    private static func fit(_ line: String, _ width: Int) -> String {
        guard line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }
}
