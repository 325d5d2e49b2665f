/// Generation 3 stores species 1–251 by their dex number, then 25 unused placeholders (252–276), then the
/// Hoenn species in an order of their own (277–411).
enum Gen3Species {
    static let firstHoennIndex = 277

    /// `hoennNationalNumbers[index - 277]` is the national dex number of internal species `index`. Source:
    /// pret/pokefirered, include/constants/species.h (the internal numbers) with include/constants/pokedex.h
    /// (the national order), as src/pokemon.c's sSpeciesToNationalPokedexNum pairs them.
    static let hoennNationalNumbers: [Int] = [
        252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266,
        267, 268, 269, 270, 271, 272, 273, 274, 275, 290, 291, 292, 276, 277, 285,
        286, 327, 278, 279, 283, 284, 320, 321, 300, 301, 352, 343, 344, 299, 324,
        302, 339, 340, 370, 341, 342, 349, 350, 318, 319, 328, 329, 330, 296, 297,
        309, 310, 322, 323, 363, 364, 365, 331, 332, 361, 362, 337, 338, 298, 325,
        326, 311, 312, 303, 307, 308, 333, 334, 360, 355, 356, 315, 287, 288, 289,
        316, 317, 357, 293, 294, 295, 366, 367, 368, 359, 353, 354, 336, 335, 369,
        304, 305, 306, 351, 313, 314, 345, 346, 347, 348, 280, 281, 282, 371, 372,
        373, 374, 375, 376, 377, 378, 379, 382, 383, 384, 380, 381, 385, 386, 358,
    ]

    static func national(_ index: UInt16) -> Int? {
        let index = Int(index)
        if (1...251).contains(index) { return index }
        let hoenn = index - firstHoennIndex
        guard hoenn >= 0, hoenn < hoennNationalNumbers.count else { return nil }
        return hoennNationalNumbers[hoenn]
    }
}
