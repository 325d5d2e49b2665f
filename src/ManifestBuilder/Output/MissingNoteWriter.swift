import DexModel

/// Notes for a regional-dex species a game cannot give you: where to bring it from
/// ("Not in FireRed: trade from LeafGreen", "Not in Diamond: transfer from Emerald (Pal Park)").
struct MissingNoteWriter {
    let data: PokeAPIData
    /// Every game's availability, in release order.
    let availabilities: [Availability]
    /// For each game of `availabilities`, the species the corrections call event-only, with why.
    let eventReasons: [[Int: String]]

    /// The note and the availability class of a species `game` cannot give.
    func note(for species: Int, in game: GameContext) -> (note: String, availability: Obtainability) {
        if let note = tradeNote(for: species, in: game) { return (note, .otherVersion) }
        if let note = homeNote(for: species, in: game) { return (note, .otherVersion) }
        return (eventNote(for: species, in: game), .event)
    }

    /// Where to bring it from, when another version (or the generation it can be moved from) has it: the games of its
    /// own generation first, then the earlier one, each giving the species itself before what a place here needs
    /// (HeartGold's Rayquaza: the Embedded Tower needs Groudon from SoulSilver, before Emerald's Rayquaza). A species an
    /// event gave in this game (Platinum's Regirock, for an event Regigigas) names that event before a transfer from an
    /// earlier generation; a trade within the generation still comes first (Black's Zorua from Black 2).
    private func tradeNote(for species: Int, in game: GameContext) -> String? {
        let gameName = versionName(game)
        let own = availabilities.first { $0.game.version.id == game.version.id }
        let isEventGift = own?.externalEncounters[species]?.contains { $0.isEventGift(data: data) } == true
        let sources = sources(for: game)
        let sameGeneration = sources.filter { $0.availability.game.generation == game.generation }
        let earlierGeneration = isEventGift ? [] : sources.filter { $0.availability.game.generation != game.generation }
        for tier in [sameGeneration, earlierGeneration] {
            if let source = tier.first(where: { $0.availability.starters[species] != nil }) {
                return "Not in \(gameName): \(source.how) \(versionName(source.availability.game))\(source.suffix)"
            }
            // It is here, but needs a Pokémon this version lacks (Landorus in Black needs Thundurus from White).
            for group in own?.blockedEncounters[species] ?? [] {
                let lacking = group.key.requirement.allOf.filter { anyOf in !anyOf.contains { own?.starters[$0] != nil } }
                guard
                    let source = tier.first(where: { source in
                        lacking.allSatisfy { anyOf in anyOf.contains { source.availability.starters[$0] != nil } }
                    })
                else { continue }
                let names = Self.list(lacking.map { $0.map { data.speciesNames[$0] ?? "?" }.joined(separator: " or ") })
                let place = data.locationAreas[group.key.locationArea].flatMap { data.locationNames[$0.location] }
                return
                    "Not in \(gameName) alone: \(place ?? "it") needs \(names) from \(versionName(source.availability.game))\(source.suffix)"
            }
        }
        // No game it can come from has it, but one has an earlier stage that evolves into it here
        // (Scizor in Gold: a Scyther from Yellow).
        let rules = EvolutionRules(data: data, game: game)
        var stage = species
        while !rules.rows(evolvingInto: stage).isEmpty, let earlier = data.species[stage]?.evolvesFrom {
            if let source = sources.first(where: { $0.availability.starters[earlier] != nil }) {
                let from = data.speciesNames[earlier] ?? "?"
                return
                    "Not in \(gameName): evolve a \(from) \(source.how == "trade from" ? "traded" : "transferred") from \(versionName(source.availability.game))\(source.suffix)"
            }
            stage = earlier
        }
        return nil
    }

    /// "Thundurus", "Groudon and Kyogre", "Regirock, Regice and Registeel".
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Why no game of the series gives it without an event or another kind of game.
    private func eventNote(for species: Int, in game: GameContext) -> String {
        let gameName = versionName(game)
        let index = availabilities.firstIndex { $0.game.version.id == game.version.id }
        let own = index.map { availabilities[$0] }
        if let reason = own?.externalEncounters[species]?.lazy.compactMap(\.eventReason).first
            ?? index.flatMap({ eventReasons[$0][species] })
        {
            return "Not in \(gameName): event only (\(reason))"
        }
        if let external = externalSource(for: species, near: game) {
            return "Not in \(gameName): \(external)"
        }
        return "Not in \(gameName): event only"
    }

    /// A species only the game's National Pokédex section lists, which it cannot give: Pokémon HOME brings it from
    /// another game (Brilliant Diamond's Chikorita). A mythical Pokémon stays event-only.
    private func homeNote(for species: Int, in game: GameContext) -> String? {
        guard game.catalog.nationalDexUpTo != nil, data.species[species]?.isMythical == false,
            !game.isRegional(species, data: data)
        else { return nil }
        return "Not in \(versionName(game)): transfer from Pokémon HOME"
    }

    /// For a regional-dex species of generation 6 on that the tables give no way and no other game (a mythical
    /// Pokémon aside): the data does not say it is missing, only that it has no place for it.
    func hasNoKnownWay(_ species: Int, in game: GameContext) -> Bool {
        guard game.generation >= 6, data.species[species]?.isMythical == false, game.isRegional(species, data: data) else {
            return false
        }
        let index = availabilities.firstIndex { $0.game.version.id == game.version.id }
        if let index, eventReasons[index][species] != nil || availabilities[index].externalEncounters[species] != nil {
            return false
        }
        return tradeNote(for: species, in: game) == nil
    }

    private struct Source {
        let availability: Availability
        let how: String
        let suffix: String
    }

    /// The games a Pokémon can come from, best first: the paired version, the rest of the generation, then the
    /// generation it can be moved from (Time Capsule between gen 1 and 2, Pal Park from 3 to 4, Poké Transfer from
    /// 4 to 5), newest first.
    private func sources(for game: GameContext) -> [Source] {
        let others = availabilities.filter { $0.game.version.id != game.version.id }
        let paired = others.filter { $0.game.versionGroup.id == game.versionGroup.id }
        // From generation 6, a game trades only with its trade group (the 3DS games, Sun to Ultra Moon, each pair
        // on the Switch), not with every game of its generation.
        let sameGeneration = others.filter {
            $0.game.generation == game.generation && $0.game.versionGroup.id != game.versionGroup.id
                && $0.game.catalog.tradeGroup == game.catalog.tradeGroup
        }
        var result = (paired + sameGeneration).map { Source(availability: $0, how: "trade from", suffix: "") }
        let earlier: (generation: Int, how: String, suffix: String)? =
            switch game.generation {
            case 1: (2, "trade from", " (Time Capsule)")
            case 2: (1, "trade from", " (Time Capsule)")
            case 4: (3, "transfer from", " (Pal Park)")
            case 5: (4, "transfer from", " (Poké Transfer)")
            case 6: (5, "transfer from", " (Poké Transporter)")
            case 7 where game.catalog.tradeGroup == "alola": (6, "transfer from", " (Pokémon Bank)")
            default: nil
            }
        if let earlier {
            result += others.filter { $0.game.generation == earlier.generation }.reversed()
                .map { Source(availability: $0, how: earlier.how, suffix: earlier.suffix) }
        }
        return result
    }

    /// An event or another cartridge that gives the species in this game or one of its generation
    /// ("Pokémon Ranger", "Colosseum bonus disc").
    private func externalSource(for species: Int, near game: GameContext) -> String? {
        let sameGeneration =
            availabilities
            .filter { $0.game.generation == game.generation && $0.game.catalog.tradeGroup == game.catalog.tradeGroup }
            .sorted {
                ($0.game.version.id == game.version.id ? 0 : 1, $0.game.version.id)
                    < ($1.game.version.id == game.version.id ? 0 : 1, $1.game.version.id)
            }
        for availability in sameGeneration {
            guard let group = availability.externalEncounters[species]?.first else { continue }
            let words = externalWords(for: group)
            guard availability.game.version.id != game.version.id else { return words }
            // Another game's event is not a way of this one (FireRed has no Old Sea Map); another game or a re-release
            // that gives it there is named with that game.
            if words.hasPrefix(Self.eventOnly) { continue }
            return "\(words) in \(versionName(availability.game))"
        }
        return nil
    }

    private static let eventOnly = "event only"

    /// What an encounter that needs something outside the game needs: the event item, the other game or the event.
    private func externalWords(for group: EncounterGroup) -> String {
        let method = data.encounterMethods[group.key.method] ?? ""
        if let item = group.eventItem(data: data) { return "\(Self.eventOnly) (\(item))" }
        if let reason = group.eventReason { return "\(Self.eventOnly) (\(reason))" }
        if let words = Self.externalWords[method] { return words }
        let conditions = group.conditionValues.sorted().compactMap { data.conditionValues[$0]?.identifier }
        if let words = conditions.lazy.compactMap({ Self.externalConditionWords[$0] }).first { return words }
        let slot2 = group.conditionValues.compactMap { data.conditionValues[$0] }
            .first { $0.condition == "slot2" && !$0.isDefault }
        if let slot2 {
            let version = String(slot2.identifier.dropFirst("slot2-".count))
            let name = data.versions.values.first { $0.identifier == version }.flatMap { data.versionNames[$0.id] }
            return "dual-slot with \(name ?? version) inserted"
        }
        return Self.eventOnly
    }

    private static let externalWords: [String: String] = [
        "colosseum-bonus-disc-us": "Pokémon Colosseum bonus disc (US)",
        "colosseum-bonus-disc-jpn": "Pokémon Colosseum bonus disc (Japan)",
        "pokemon-channel-pal": "Pokémon Channel (PAL)",
        "pokemon-ranger": "Pokémon Ranger (Manaphy egg)",
        "pokemon-battle-revolution": "Pokémon Battle Revolution",
        "new-york-pokecenter-wish-eggs": "Pokémon Center New York event",
    ]

    private static let externalConditionWords: [String: String] = [
        "other-virtual-console": "Virtual Console release only",
        "other-event-arceus-in-party": "event only (needs an event Arceus)",
        "friend-safari-slot-1": "Friend Safari only (needs another player's friend code)",
        "friend-safari-slot-2": "Friend Safari only (needs another player's friend code)",
        "friend-safari-slot-3": "Friend Safari only (needs another player's friend code)",
        "other-scan-qr-code": "event only (needs an event's QR code)",
        "save-data-from-lets-go-pikachu": "needs a Let's Go, Pikachu! save",
        "save-data-from-lets-go-eevee": "needs a Let's Go, Eevee! save",
    ]

    private func versionName(_ game: GameContext) -> String { data.versionNames[game.version.id] ?? game.catalog.slug }
}
