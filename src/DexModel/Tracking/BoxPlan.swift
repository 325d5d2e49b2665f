/// Where a living dex keeps each Pokémon of a game, box by box: the slots follow the game's whole Pokédex in the
/// list's order (every choice's options, each species' forms in the manifest's order, which is HOME's), so a
/// Pokémon's box and slot stay put when another is added; the slot of an entry this run's list lacks is left empty.
/// Browse's `b` and the page's boxes read it.
public struct BoxPlan: Sendable, Equatable {
    /// One slot: the entry it keeps and the number the list shows for it.
    public struct Slot: Sendable, Equatable {
        public var key: EntryKey
        public var regionalNumber: Int?
        /// The Pokédex section `regionalNumber` is in, when the game has several and it is not the first.
        public var regionalDex: String?

        public init(key: EntryKey, regionalNumber: Int? = nil, regionalDex: String? = nil) {
            self.key = key
            self.regionalNumber = regionalNumber
            self.regionalDex = regionalDex
        }

        init(_ pokemon: Pokemon) {
            self.init(key: pokemon.entryKey, regionalNumber: pokemon.regionalNumber, regionalDex: pokemon.regionalDex)
        }
    }

    /// A slot with what fills it: an index into the list placed, nil for a gap.
    public struct Placed: Sendable, Equatable {
        public var slot: Slot
        public var member: Int?

        public init(slot: Slot, member: Int?) {
            self.slot = slot
            self.member = member
        }
    }

    public let slots: [Slot]

    /// `slots` in the list's order.
    public init(slots: [Slot]) {
        self.slots = slots
    }

    /// The list itself, packed without gaps: the plan where the game's whole Pokédex is not known (a game its
    /// manifest does not hold).
    public init(packing pokemon: [Pokemon]) {
        slots = pokemon.map(Slot.init)
    }

    /// `pokemon` (the run's list, in its order) in the plan's slots; the Pokémon the plan lacks follow the last slot,
    /// in the list's order.
    public func placing(_ pokemon: [Pokemon]) -> [Placed] {
        var index: [EntryKey: Int] = [:]
        index.reserveCapacity(pokemon.count)
        for (position, one) in pokemon.enumerated() where index[one.entryKey] == nil { index[one.entryKey] = position }
        var placed = slots.map { Placed(slot: $0, member: index.removeValue(forKey: $0.key)) }
        let rest = pokemon.indices.filter { index[pokemon[$0].entryKey] == $0 }
        placed += rest.map { Placed(slot: Slot(pokemon[$0]), member: $0) }
        return placed
    }

    /// The slot's number as the list shows it, for a box's heading: `R025` (`isle-of-armor:R001` in a later section)
    /// in a regional order, else `#025`.
    public static func label(_ slot: Slot, regional: Bool) -> String {
        guard regional, let number = slot.regionalNumber else { return DexNumber.format(slot.key.dexNumber) }
        return (slot.regionalDex.map { $0 + ":" } ?? "") + DexNumber.regional(number)
    }

    /// A box's heading, from its first slot to its last: `R001–R030`, `isle-of-armor:R031–R101` (a section named
    /// once), `#001–#030` in the national order.
    public static func range(from first: Slot, to last: Slot, regional: Bool) -> String {
        let start = label(first, regional: regional), end = label(last, regional: regional)
        guard let section = first.regionalDex, regional, first.regionalNumber != nil, last.regionalNumber != nil,
            last.regionalDex == section
        else { return start + "–" + end }
        return start + "–" + end.dropFirst(section.count + 1)
    }
}
