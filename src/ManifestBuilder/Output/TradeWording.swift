/// The one wording of an in-game trade's way and hint, in every game: the place whole, then what the trade asks for
/// in parentheses, and any other detail after it there: "In-game trade: Cerulean City (give Rattata)", "In-game trade:
/// Cinnabar Lab (Cinnabar Island) (give Ponyta)", "In-game trade: Eterna City (give Buizel, Buizel as starter)".
enum TradeWording {
    /// `asks`: each Pokémon the trade asks for, several alternatives already joined ("Togepi or Togetic"); a trade
    /// asks for at least one.
    static func text(place: String, asks: [String], details: [String]) -> String {
        let ask = "give " + asks.joined(separator: " and ")
        return "In-game trade: \(place) (\(([ask] + details).joined(separator: ", ")))"
    }
}
