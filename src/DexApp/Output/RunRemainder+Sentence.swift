import DexModel

extension RunRemainder {
    /// The line `dex mark` prints, and browse shows, when the last Pokémon this run can reach is caught.
    /// `shiny`: the game is a shiny living dex, complete when its Pokémon are caught shiny.
    public func sentence(game: String, shiny: Bool = false) -> String {
        let caught = shiny ? "caught shiny" : "caught"
        guard needsTrade + event > 0 else { return "\(game) is complete: every Pokémon of its list is \(caught)." }
        var left: [String] = []
        if needsTrade > 0 { left.append("\(needsTrade) that need\(needsTrade == 1 ? "s" : "") a trade") }
        if event > 0 { left.append("\(event) that need\(event == 1 ? "s" : "") an event") }
        return "Everything this run can get in \(game) is \(caught). Left: \(left.joined(separator: " and "))"
            + " ('dex list --missing' lists them)."
    }
}
