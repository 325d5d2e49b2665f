import DexModel
import DexSaves
import DexStore

/// What an import adds to the game's list before marking, so that no catch is dropped: the species the source has
/// that the list lacks, those the game's manifest entry has as received in a trade (a starter the seeding ruled out),
/// the others from the national entry with the class `event` (a Ruby save's Mew). In a game tracked with forms it adds
/// entries instead: each held form the list lacks (and a missing species' default form where the save holds it, or
/// its Pokédex has it and no form of it is held), from the game's entry as traded, else from the national one as an
/// event's; a form neither lists counts as its species.
struct SaveAdditions {
    /// What the source says the player has: the species; the forms held of them (with the Pokédex as the source,
    /// of species it has caught) that the form table names; and the species wanted as their default form.
    struct Wanted {
        var species: Set<Int>
        var forms: Set<EntryKey> = []
        var defaults: Set<Int> = []

        init(_ save: SaveContents, source: SaveImportSource) {
            let species = Set(source == .pokedex ? save.owned : save.held)
            self.species = species
            var heldSpecies: Set<Int> = []
            for pokemon in save.party + save.boxes + save.dayCare where species.contains(pokemon.species) {
                heldSpecies.insert(pokemon.species)
                if let form = HeldForm.identifier(of: pokemon, family: save.family), !form.isEmpty {
                    forms.insert(EntryKey(dexNumber: pokemon.species, form: form))
                } else {
                    defaults.insert(pokemon.species)
                }
            }
            defaults.formUnion(species.subtracting(heldSpecies))
        }
    }

    var traded: [GameManifest.PokemonEntry] = []
    var fromEvent: [GameManifest.PokemonEntry] = []
    var national: GameManifest.Entry?
    /// In a game tracked with forms, the entries to add (built, not inserted): traded or an event's by their class.
    var entries: [Pokemon] = []

    /// What of the game's manifest entry an import needs: the species the list lacks and the recorded starter, with
    /// what the run's choices involve (`Entry.Subset`); in a game tracked with forms, all of it.
    static func subset(_ wanted: Wanted, listed: [Pokemon], starter: Int?, game: Game) -> GameManifest.Entry.Subset? {
        guard !game.entryKinds.forms else { return nil }
        return GameManifest.Entry.Subset(
            dexNumbers: wanted.species.subtracting(listed.map(\.dexNumber)).union(starter.map { [$0] } ?? []))
    }

    /// `national` gives the national entry with at least the Pokémon of the given numbers.
    init(
        _ wanted: Wanted, listed: [Pokemon], entry: GameManifest.Entry?,
        national: (GameManifest.Entry.Subset) -> GameManifest.Entry?, game: Game
    ) {
        guard let entry else { return }
        let listedNumbers = Set(listed.map(\.dexNumber))
        let missing = wanted.species.subtracting(listedNumbers)
        guard game.entryKinds.forms else {
            traded = entry.pokemon.filter { missing.contains($0.dexNumber) }
            let rest = missing.subtracting(traded.map(\.dexNumber))
            if !rest.isEmpty, let national = national(GameManifest.Entry.Subset(dexNumbers: rest)) {
                self.national = national
                fromEvent = national.pokemon.filter { rest.contains($0.dexNumber) }
            }
            return
        }
        let listedKeys = Set(listed.map(\.entryKey))
        var keys = wanted.forms.filter { !listedKeys.contains($0) }
        keys.formUnion(missing.intersection(wanted.defaults).map { EntryKey(dexNumber: $0) })
        guard !keys.isEmpty else { return }
        let ownKeys = entry.entryKeysWithForms
        let own = keys.intersection(ownKeys)
        entries = Catches.formRows(own.sorted(by: Self.order), from: entry, entry: entry, game: game)
        var others = keys.subtracting(own)
        guard !others.isEmpty, let national = national(GameManifest.Entry.Subset(dexNumbers: Set(others.map(\.dexNumber))))
        else { return }
        let nationalKeys = national.entryKeysWithForms
        // A form no entry lists counts as its species: its default form, when the list lacks the species.
        let unlisted = others.subtracting(nationalKeys)
        others.subtract(unlisted)
        let defaults = Set(
            unlisted.filter { missing.contains($0.dexNumber) }.map { EntryKey(dexNumber: $0.dexNumber) }
        ).subtracting(own)
        entries += Catches.formRows(
            defaults.intersection(ownKeys).sorted(by: Self.order), from: entry, entry: entry, game: game)
        others.formUnion(defaults.subtracting(ownKeys).intersection(nationalKeys))
        entries += Catches.formRows(others.sorted(by: Self.order), from: national, entry: entry, game: game)
    }

    var all: [GameManifest.PokemonEntry] { traded + fromEvent }
    var isEmpty: Bool { traded.isEmpty && fromEvent.isEmpty && entries.isEmpty }

    static func order(_ a: EntryKey, _ b: EntryKey) -> Bool { (a.dexNumber, a.form) < (b.dexNumber, b.form) }
}
