/// The three first-stage starters of each generation's games, by national number: a run takes one of them.
public enum StarterTrios {
    /// Generation (from 1) and its trio, in the games' order (grass, fire, water).
    public static let byGeneration: [(generation: Int, trio: [Int])] = [
        (1, [1, 4, 7]), (2, [152, 155, 158]), (3, [252, 255, 258]), (4, [387, 390, 393]), (5, [495, 498, 501]),
        (6, [650, 653, 656]), (7, [722, 725, 728]), (8, [810, 813, 816]), (9, [906, 909, 912]),
    ]
}
