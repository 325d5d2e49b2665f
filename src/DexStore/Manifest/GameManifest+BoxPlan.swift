import DexModel

extension GameManifest.Entry {
    /// The boxes of a living dex of `game`, tracked from this entry: every entry any run lists, whatever its
    /// choices, in the list's order (`RegionalOrder`), each species' forms in the manifest's order.
    package func boxPlan(for game: Game) -> BoxPlan {
        // National order first, as the rows are read, keeping each species' forms in the manifest's order.
        let seeds = seeds(starter: nil, kinds: game.entryKinds).enumerated().sorted {
            ($0.element.pokemon.dexNumber, $0.offset) < ($1.element.pokemon.dexNumber, $1.offset)
        }.map(\.element)
        let entries = seeds.map {
            ListEntry(
                dexNumber: $0.pokemon.dexNumber, regionalNumber: $0.pokemon.regionalNumber,
                regionalDex: $0.pokemon.regionalDex, name: $0.pokemon.name, notes: "", hint: "", availability: nil,
                choiceGroup: nil, ruledOutBy: nil, isTraded: false, isCaught: false, isShiny: false)
        }
        return BoxPlan(
            slots: RegionalOrder(game).indices(entries).map {
                BoxPlan.Slot(
                    key: EntryKey(dexNumber: seeds[$0].pokemon.dexNumber, form: seeds[$0].form),
                    regionalNumber: seeds[$0].pokemon.regionalNumber, regionalDex: seeds[$0].pokemon.regionalDex)
            })
    }
}
