/// The in-game trades of the Switch games whose trades are placed: Brilliant Diamond/Shining Pearl's
/// (`TradeGift_BDSP` of PKHeX's Encounters8b.cs). PKHeX gives the species and level received; where the trade is and
/// what it asks for are not in its tables, so they come from `brilliantDiamondTrades`, checked against PKHeX's list.
/// Scarlet/Violet's and Legends: Z-A's trade lists are left out: no source at hand says where each is or what it asks.
struct InGameTradeTables {
    let folder: PKHeXFolder

    /// A trade's place and what it asks for, by the species it gives (each trade gives a different one).
    struct Trade {
        let place: String
        let asks: String
    }

    /// Brilliant Diamond/Shining Pearl keep Diamond/Pearl/Platinum's four trades: the same trainer IDs and
    /// personality values as Platinum's (pret/pokeplatinum `res/npc_trades/*.json`, whose `requestedSpecies` is the
    /// ask; the maps' scripts that start each trade give the place).
    static let brilliantDiamondTrades: [Int: Trade] = [
        63: Trade(place: "Oreburgh City", asks: "machop"),  // Kazza the Abra, OreburghCityNorthHouse1F
        441: Trade(place: "Eterna City", asks: "buizel"),  // Charap the Chatot, EternaCityCondominiums1F
        93: Trade(place: "Snowpoint City", asks: "medicham"),  // Gaspar the Haunter, SnowpointCityWestHouse
        129: Trade(place: "Route 226", asks: "finneon"),  // Foppa the Magikarp, Route226House
    ]

    static let brilliantDiamondSource = """
        PKHeX Encounters8b.cs TradeGift_BDSP: Brilliant Diamond/Shining Pearl in-game trades (species, level); the \
        place and the Pokémon asked for from Platinum's same four trades (pret/pokeplatinum res/npc_trades, scripts)
        """

    func slots() throws -> [PKHeXImporter.Slot] {
        let trades = PKHeXListedEncounter.parse(try folder.text("Encounters8b.cs")).filter { $0.list == "TradeGift_BDSP" }
        let given = Set(trades.map(\.species))
        guard given == Set(Self.brilliantDiamondTrades.keys), given.count == trades.count else {
            throw ManifestBuildError.missingData(
                "Brilliant Diamond/Shining Pearl's trades as InGameTradeTables knows them (PKHeX's TradeGift_BDSP gives "
                    + "species \(trades.map(\.species).sorted()))")
        }
        return trades.compactMap { trade in
            guard let known = Self.brilliantDiamondTrades[trade.species] else { return nil }
            var slot = PKHeXImporter.Slot(
                games: ["brilliant-diamond", "shining-pearl"], place: known.place, method: "npc-trade",
                species: trade.species, form: trade.form, minLevel: trade.level, maxLevel: trade.level, table: "bdsp-trade")
            slot.asks = [known.asks]
            return slot
        }
    }
}
