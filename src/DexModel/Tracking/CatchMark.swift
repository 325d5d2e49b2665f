/// What `dex mark` and `dex unmark` set: a catch, a shiny catch (which is also a catch), not caught (nor shiny), or
/// only the shininess taken back (`unmark --shiny`, which leaves it caught).
public enum CatchMark: Sendable, Equatable {
    case caught, shiny, notCaught, notShiny

    /// `mark` (`caught`) or `unmark`, with `--shiny` or without.
    public init(caught: Bool, shiny: Bool) {
        self = caught ? (shiny ? .shiny : .caught) : (shiny ? .notShiny : .notCaught)
    }

    /// `pokemon` once marked: nil when it is in that state already.
    public func applied(to pokemon: Pokemon) -> Pokemon? {
        var marked = pokemon
        switch self {
        case .caught: marked.isCaught = true
        case .shiny: (marked.isCaught, marked.isShiny) = (true, true)
        case .notCaught: (marked.isCaught, marked.isShiny) = (false, false)
        case .notShiny: marked.isShiny = false
        }
        return marked.isCaught == pokemon.isCaught && marked.isShiny == pokemon.isShiny ? nil : marked
    }
}
