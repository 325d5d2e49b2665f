/// Generation 1 stores a species by its internal index, which is not its dex number.
enum Gen1Species {
    /// `nationalNumbers[index - 1]` is the national dex number of internal index `index` (1–190); 0 is an
    /// unused index (a "MissingNo."). Source: the PokedexOrder table of pret/pokered, data/pokemon/dex_order.asm.
    static let nationalNumbers: [Int] = [
        112, 115, 32, 35, 21, 100, 34, 80, 2, 103, 108, 102, 88, 94, 29,
        31, 104, 111, 131, 59, 151, 130, 90, 72, 92, 123, 120, 9, 127, 114,
        0, 0, 58, 95, 22, 16, 79, 64, 75, 113, 67, 122, 106, 107, 24,
        47, 54, 96, 76, 0, 126, 0, 125, 82, 109, 0, 56, 86, 50, 128,
        0, 0, 0, 83, 48, 149, 0, 0, 0, 84, 60, 124, 146, 144, 145,
        132, 52, 98, 0, 0, 0, 37, 38, 25, 26, 0, 0, 147, 148, 140,
        141, 116, 117, 0, 0, 27, 28, 138, 139, 39, 40, 133, 136, 135, 134,
        66, 41, 23, 46, 61, 62, 13, 14, 15, 0, 85, 57, 51, 49, 87,
        0, 0, 10, 11, 12, 68, 0, 55, 97, 42, 150, 143, 129, 0, 0,
        89, 0, 99, 91, 0, 101, 36, 110, 53, 105, 0, 93, 63, 65, 17,
        18, 121, 1, 3, 73, 0, 118, 119, 0, 0, 0, 0, 77, 78, 19,
        20, 33, 30, 74, 137, 142, 0, 81, 0, 0, 4, 7, 5, 8, 6,
        0, 0, 0, 0, 43, 44, 45, 69, 70, 71,
    ]

    static func national(_ index: UInt8) -> Int? {
        guard index >= 1, Int(index) <= nationalNumbers.count else { return nil }
        let number = nationalNumbers[Int(index) - 1]
        return number == 0 ? nil : number
    }
}
