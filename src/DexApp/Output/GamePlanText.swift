import DexModel

/// `dex plan` as text: the summary, then each section that has something under its heading, one Pokémon a line
/// ("  #016 Pidgey — Route 1 (walking)"), each line cut to `width` columns when one is given (a terminal's).
public enum GamePlanText {
    /// One line of the plan; `step` is the Pokémon a line names, nil for the summary, a heading or a blank line.
    public struct Row: Sendable, Equatable {
        public var text: String
        public var step: GamePlan.Step?
        /// The summary and the section headings, which browse draws in bold.
        public var isHeading: Bool { step == nil && !text.isEmpty && !text.hasPrefix(" ") }
    }

    public static func lines(_ plan: GamePlan, width: Int?) -> [String] {
        let lines = rows(plan).map(\.text)
        guard let width, width > 1 else { return lines }
        return lines.map { fit($0, width) }
    }

    /// The plan's lines as `lines` gives them, uncut, each with the Pokémon it names.
    public static func rows(_ plan: GamePlan) -> [Row] {
        var rows = [Row(text: plan.summary)]
        func text(_ lines: [String]) { rows += lines.map { Row(text: $0) } }
        func section(_ heading: String, _ steps: [GamePlan.Step]) {
            guard !steps.isEmpty else { return }
            text(["", heading])
            rows += steps.map { Row(text: line($0), step: $0) }
        }
        if !plan.places.isEmpty || !plan.choices.isEmpty { text(["", plan.places.isEmpty ? "Choose" : "Catch here"]) }
        for place in plan.places {
            text(["  \(InertText.line(place.name))"])
            rows += place.steps.map { Row(text: "  " + line($0), step: $0) }
        }
        for choice in plan.choices {
            text(["  Choose one (\(InertText.line(choice.name))):"])
            rows += choice.options.map { Row(text: "  " + line($0), step: $0) }
        }
        section("Evolve", plan.evolve)
        section("Breed", plan.breed)
        section("From your other games", plan.fromOtherGames)
        section("Needs a game you do not track", plan.otherVersion)
        section("Events only", plan.events)
        return rows
    }

    private static func line(_ step: GamePlan.Step) -> String {
        let how = step.how.isEmpty ? "" : " — \(InertText.line(step.how))"
        return "  \(DexNumber.format(step.dexNumber)) \(InertText.line(step.name))\(how)"
    }

    private static func fit(_ line: String, _ width: Int) -> String {
        guard line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }
}
