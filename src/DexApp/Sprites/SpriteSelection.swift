import DexStore
import FoundationEssentials

/// Which sprites of a game a job works on.
public enum SpriteSelection: Sendable, Equatable {
    /// Every Pokémon's sprite, and the shiny sprite of each one caught shiny (`dex sprites fetch`, `add-game`).
    case wholeGame
    /// The sprites of `normal` and the shiny sprites of `shiny`, Pokémon of the game by id (`dex mark`, `dex import-save`).
    case only(normal: [UUID], shiny: [UUID])

    /// True for a selection that names no Pokémon.
    public var isEmpty: Bool {
        if case .only(let normal, let shiny) = self { normal.isEmpty && shiny.isEmpty } else { false }
    }

    /// The parts read in turn: which rows, and whether their shiny sprites are wanted.
    var parts: [(filter: SpriteRowFilter, shiny: Bool)] {
        switch self {
        case .wholeGame: [(.all, false), (.caughtShiny, true)]
        case .only(let normal, let shiny):
            (normal.isEmpty ? [] : [(.ids(normal), false)]) + (shiny.isEmpty ? [] : [(.ids(shiny), true)])
        }
    }
}
