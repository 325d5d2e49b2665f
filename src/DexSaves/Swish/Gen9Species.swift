/// Scarlet/Violet number the species from 917 on in an order of their own; the save's Pokémon and Pokédex entries use
/// it. The shifts between the two orderings, from PKHeX's SpeciesConverter.cs (Table9NationalToInternal,
/// Table9InternalToNational): each holds, for the numbers from 917, what to add to reach the other ordering.
enum Gen9Species {
    static let firstShifted = 917

    static let nationalToInternal: [Int] = [
        1, 1, 1,
        1, 33, 33, 33, 21, 21, 44, 44, 7, 7,
        7, 29, 31, 31, 31, 68, 68, 68, 2, 2,
        17, 17, 30, 30, 24, 24, 28, 28, 58, 58,
        12, -13, -13, -31, -31, -29, -29, 43, 43, 43,
        -31, -31, -3, -30, -30, -23, -23, -14, -24, -3,
        -3, -47, -47, -12, -27, -27, -44, -46, -26, 31,
        29, -53, -65, 25, -6, -3, -7, -4, -4, -8,
        -4, 1, -3, -3, -6, -4, -47, -47, -47, -23,
        -23, -5, -7, -9, -7, -20, -13, -9, -9, -29,
        -23, 1, 12, 12, 0, 0, 0, -6, 5, -6,
        -3, -3, -2, -4, -3, -3,
    ]

    static let internalToNational: [Int] = [
        65, -1, -1,
        -1, -1, 31, 31, 47, 47, 29, 29, 53, 31,
        31, 46, 44, 30, 30, -7, -7, -7, 13, 13,
        -2, -2, 23, 23, 24, -21, -21, 27, 27, 47,
        47, 47, 26, 14, -33, -33, -33, -17, -17, 3,
        -29, 12, -12, -31, -31, -31, 3, 3, -24, -24,
        -44, -44, -30, -30, -28, -28, 23, 23, 6, 7,
        29, 8, 3, 4, 4, 20, 4, 23, 6, 3,
        3, 4, -1, 13, 9, 7, 5, 7, 9, 9,
        -43, -43, -43, -68, -68, -68, -58, -58, -25, -29,
        -31, 6, -1, 6, 0, 0, 0, 3, 3, 4,
        2, 3, 3, -5, -12, -12,
    ]

    /// The game's number for a national number.
    static func internalNumber(_ national: Int) -> Int {
        let shift = national - firstShifted
        return nationalToInternal.indices.contains(shift) ? national + nationalToInternal[shift] : national
    }

    /// The national number for the game's, if it is one of the species the game knows.
    static func national(_ number: Int) -> Int? {
        let shift = number - firstShifted
        let national = internalToNational.indices.contains(shift) ? number + internalToNational[shift] : number
        return (1...SaveFamily.scarletViolet.lastSpecies).contains(national) ? national : nil
    }
}
