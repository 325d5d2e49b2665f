/// Brilliant Diamond/Shining Pearl's Pokédex (ZUKAN_WORK, 0x30B8 bytes): a 32-bit state per species (0 unknown,
/// 1 heard of, 2 seen, 3 caught), four 32-bit booleans per species (male and female, shiny and not), then for the
/// species with forms a 32-bit boolean per form, and again per shiny form. Sources: PKHeX
/// PKHeX.Core/Saves/Substructures/Gen8/BS/Zukan8b.cs.
struct BDSPPokedex {
    /// The species whose forms the Pokédex flags, with their number of forms, in the order of their flags.
    static let formCounts: [(species: Int, count: Int)] = [
        (201, 28), (351, 4), (386, 4), (412, 3), (413, 3), (414, 3), (421, 2), (422, 2), (423, 2), (479, 6), (487, 2),
        (492, 2), (493, 18),
    ]
    static let speciesCount = 493

    var owned: [Int] = []
    var seen: [Int] = []
    /// The form of each caught species that the Pokédex tells apart: its flags say it has seen one form and no other,
    /// so the one caught is that form; shiny where only the shiny flag of that form is set.
    var obtainedForms: [HeldPokemon] = []

    /// Reads the Pokédex at `offset`; the caller has checked that its 0x30B8 bytes are there.
    init(_ bytes: [UInt8], at offset: Int) {
        for species in 1...Self.speciesCount {
            let state = bytes.u32(at: offset + 4 * (species - 1))
            if state >= 2 { seen.append(species) }
            if state >= 3 { owned.append(species) }
        }
        let caught = Set(owned)
        var flags = offset + 4 * Self.speciesCount * 5
        for (species, count) in Self.formCounts {
            let flagged = { (index: Int) in bytes.u32(at: flags + 4 * index) == 1 }
            let forms = (0..<count).filter { flagged($0) || flagged(count + $0) }
            if caught.contains(species), forms.count == 1, let form = forms.first {
                obtainedForms.append(HeldPokemon(species: species, form: form, isShiny: !flagged(form) && flagged(count + form)))
            }
            flags += 8 * count
        }
    }
}
