/// Hints that earlier versions of dex seeded into the notes from their bundled manifest and that are neither a hint
/// nor a way of the current manifest (data the corrections changed: "Not in Gold: trade from Yellow (Time Capsule)"
/// for Scyther, "Egg: Route 34" for Crystal's babies; a trade's earlier wording: "…, give Abra" for Mr. Mime).
/// Migration 7 recognises them as the game's text, not the player's, in databases seeded before it.
enum LegacyHints {
    /// game slug → national dex number → the old hint.
    static let byGame: [String: [Int: String]] = [
        "alpha-sapphire": [
            65: "In the Pokédex; the data has no location for it", 68: "In the Pokédex; the data has no location for it",
            76: "In the Pokédex; the data has no location for it", 230: "In the Pokédex; the data has no location for it",
            350: "In the Pokédex; the data has no location for it", 367: "In the Pokédex; the data has no location for it",
            368: "In the Pokédex; the data has no location for it", 464: "In the Pokédex; the data has no location for it",
            477: "In the Pokédex; the data has no location for it",
        ],
        "black": [
            583: "Dragonspiral Tower (entrance), dark grass", 586: "Dragonspiral Tower (entrance), dark grass",
            614: "Dragonspiral Tower (entrance), dark grass",
            76: "Evolve Graveler (trade)", 208: "Evolve Onix (trade, holding Metal Coat)",
            368: "Evolve Clamperl (trade, holding Deep Sea Scale)", 645: "Abundant Shrine (static encounter)",
            570: "Gift: Game Freak HQ 1F (Castelia City)", 571: "Lostlorn Forest (static encounter)", 641: "Static encounter",
        ],
        "black-2": [
            494: "Not in Black 2: event only (Liberty Pass in Black)",
            368: "Evolve Clamperl (trade, holding Deep Sea Scale)", 466: "Not in Black 2: trade from White 2",
            526: "Evolve Boldore (trade)", 645: "Not in Black 2: trade from Black",
        ],
        "blue": [122: "In-game trade: Route 2 (north, towards Pewter City), give Abra"],
        "brilliant-diamond": [
            474: "Not in Brilliant Diamond: evolve a Porygon traded from Shining Pearl"
        ],
        "crystal": [
            123: "Not in Crystal: trade from Yellow (Time Capsule)", 127: "Not in Crystal: trade from Yellow (Time Capsule)",
            172: "Egg: Route 34", 173: "Egg: Route 34", 174: "Egg: Route 34",
            212: "Not in Crystal: evolve a Scyther traded from Yellow (Time Capsule)", 236: "Egg: Route 34", 238: "Egg: Route 34",
            239: "Egg: Route 34", 240: "Egg: Route 34",
        ],
        "diamond": [
            479: "Old Chateau (2F left room), static encounter, acquired National Pokédex",
            186: "Evolve Poliwhirl (trade, holding King’s Rock)", 212: "Evolve Scyther (trade, holding Metal Coat)",
            230: "Evolve Seadra (trade, holding Dragon Scale)", 233: "Evolve Porygon (trade, holding Upgrade)",
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 368: "Evolve Clamperl (trade, holding Deep Sea Scale)",
            464: "Evolve Rhydon (trade, holding Protector)", 474: "Evolve Porygon2 (trade, holding Dubious Disc)",
            477: "Evolve Dusclops (trade, holding Reaper Cloth)",
        ],
        "firered": [
            122: "In-game trade: Route 2 (north, towards Pewter City), give Abra",
            151: "Not in FireRed: event only (Old Sea Map in Emerald)",
            179: "Altering Cave (B), walking", 180: "Evolve Mareep (level 15)", 181: "Evolve Flaaffy (level 30)",
            186: "Evolve Poliwhirl (trade, holding King’s Rock)", 190: "Altering Cave (F), walking",
            196: "Evolve Eevee (level up, high friendship, day)", 197: "Evolve Eevee (level up, high friendship, night)",
            204: "Altering Cave (C), walking", 205: "Evolve Pineco (level 31)", 208: "Evolve Onix (trade, holding Metal Coat)",
            212: "Evolve Scyther (trade, holding Metal Coat)", 213: "Altering Cave (G), walking",
            216: "Altering Cave (E), walking", 217: "Evolve Teddiursa (level 30)", 228: "Altering Cave (D), walking",
            229: "Evolve Houndour (level 24)", 230: "Evolve Seadra (trade, holding Dragon Scale)",
            233: "Evolve Porygon (trade, holding Upgrade)", 234: "Altering Cave (H), walking", 235: "Altering Cave (I), walking",
        ],
        "gold": [
            13: "Not in Gold: trade from Silver", 14: "Not in Gold: trade from Silver", 15: "Not in Gold: trade from Silver",
            123: "Not in Gold: trade from Yellow (Time Capsule)", 127: "Not in Gold: trade from Yellow (Time Capsule)",
            212: "Not in Gold: evolve a Scyther traded from Yellow (Time Capsule)",
        ],
        "heartgold": [
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 368: "Evolve Clamperl (trade, holding Deep Sea Scale)",
            384: "Embedded Tower (Rayquaza’s room), static encounter", 464: "Evolve Rhydon (trade, holding Protector)",
            466: "Evolve Electabuzz (trade, holding Electirizer)", 467: "Evolve Magmar (trade, holding Magmarizer)",
            474: "Evolve Porygon2 (trade, holding Dubious Disc)", 477: "Evolve Dusclops (trade, holding Reaper Cloth)",
        ],
        "leafgreen": [
            122: "In-game trade: Route 2 (north, towards Pewter City), give Abra",
            151: "Not in LeafGreen: event only (Old Sea Map in Emerald)",
            179: "Altering Cave (B), walking", 180: "Evolve Mareep (level 15)", 181: "Evolve Flaaffy (level 30)",
            186: "Evolve Poliwhirl (trade, holding King’s Rock)", 190: "Altering Cave (F), walking",
            196: "Evolve Eevee (level up, high friendship, day)", 197: "Evolve Eevee (level up, high friendship, night)",
            199: "Evolve Slowpoke (trade, holding King’s Rock)", 204: "Altering Cave (C), walking",
            205: "Evolve Pineco (level 31)", 208: "Evolve Onix (trade, holding Metal Coat)", 213: "Altering Cave (G), walking",
            216: "Altering Cave (E), walking", 217: "Evolve Teddiursa (level 30)", 228: "Altering Cave (D), walking",
            229: "Evolve Houndour (level 24)", 230: "Evolve Seadra (trade, holding Dragon Scale)",
            233: "Evolve Porygon (trade, holding Upgrade)", 234: "Altering Cave (H), walking", 235: "Altering Cave (I), walking",
        ],
        "moon": [
            474: "Not in Moon: evolve a Porygon traded from Sun"
        ],
        "omega-ruby": [
            65: "In the Pokédex; the data has no location for it", 68: "In the Pokédex; the data has no location for it",
            76: "In the Pokédex; the data has no location for it", 230: "In the Pokédex; the data has no location for it",
            350: "In the Pokédex; the data has no location for it", 367: "In the Pokédex; the data has no location for it",
            368: "In the Pokédex; the data has no location for it", 464: "In the Pokédex; the data has no location for it",
            477: "In the Pokédex; the data has no location for it",
        ],
        "pearl": [
            479: "Old Chateau (2F left room), static encounter, acquired National Pokédex",
            186: "Evolve Poliwhirl (trade, holding King’s Rock)", 199: "Evolve Slowpoke (trade, holding King’s Rock)",
            230: "Evolve Seadra (trade, holding Dragon Scale)", 233: "Evolve Porygon (trade, holding Upgrade)",
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 368: "Evolve Clamperl (trade, holding Deep Sea Scale)",
            464: "Evolve Rhydon (trade, holding Protector)", 474: "Evolve Porygon2 (trade, holding Dubious Disc)",
            477: "Evolve Dusclops (trade, holding Reaper Cloth)",
        ],
        "platinum": [
            479: "Old Chateau (2F left room), static encounter",
            186: "Evolve Poliwhirl (trade, holding King’s Rock)", 199: "Evolve Slowpoke (trade, holding King’s Rock)",
            230: "Evolve Seadra (trade, holding Dragon Scale)", 474: "Not in Platinum: evolve a Porygon traded from Diamond",
        ],
        "shield": [
            474: "Not in Shield: evolve a Porygon traded from Sword"
        ],
        "shining-pearl": [
            474: "Not in Shining Pearl: evolve a Porygon traded from Brilliant Diamond"
        ],
        "red": [122: "In-game trade: Route 2 (north, towards Pewter City), give Abra"],
        "ruby": [
            386: "Not in Ruby: event only (Aurora Ticket in Emerald)"
        ],
        "sapphire": [
            386: "Not in Sapphire: event only (Aurora Ticket in Emerald)"
        ],
        "silver": [
            10: "Not in Silver: trade from Gold", 11: "Not in Silver: trade from Gold", 12: "Not in Silver: trade from Gold",
            123: "Not in Silver: trade from Yellow (Time Capsule)", 127: "Not in Silver: trade from Yellow (Time Capsule)",
            212: "Not in Silver: evolve a Scyther traded from Yellow (Time Capsule)",
        ],
        "soulsilver": [
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 368: "Evolve Clamperl (trade, holding Deep Sea Scale)",
            384: "Embedded Tower (Rayquaza’s room), static encounter", 464: "Evolve Rhydon (trade, holding Protector)",
            466: "Evolve Electabuzz (trade, holding Electirizer)", 467: "Evolve Magmar (trade, holding Magmarizer)",
            474: "Evolve Porygon2 (trade, holding Dubious Disc)", 477: "Evolve Dusclops (trade, holding Reaper Cloth)",
        ],
        "sun": [
            474: "Not in Sun: evolve a Porygon traded from Moon"
        ],
        "sword": [
            474: "Not in Sword: evolve a Porygon traded from Shield"
        ],
        "ultra-moon": [
            474: "Not in Ultra Moon: evolve a Porygon traded from Ultra Sun"
        ],
        "ultra-sun": [
            474: "Not in Ultra Sun: evolve a Porygon traded from Ultra Moon"
        ],
        "white": [
            583: "Dragonspiral Tower (entrance), dark grass", 586: "Dragonspiral Tower (entrance), dark grass",
            614: "Dragonspiral Tower (entrance), dark grass",
            76: "Evolve Graveler (trade)", 208: "Evolve Onix (trade, holding Metal Coat)",
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 645: "Abundant Shrine (static encounter)",
            570: "Gift: Game Freak HQ 1F (Castelia City)", 571: "Lostlorn Forest (static encounter)", 642: "Static encounter",
        ],
        "white-2": [
            494: "Not in White 2: event only (Liberty Pass in Black)",
            367: "Evolve Clamperl (trade, holding Deep Sea Tooth)", 467: "Not in White 2: trade from Black 2",
            526: "Evolve Boldore (trade)", 645: "Not in White 2: trade from Black",
        ],
        "x": [
            142: "Not in X: transfer from White 2 (Poké Transporter)"
        ],
        "y": [
            142: "Not in Y: transfer from White 2 (Poké Transporter)"
        ],
        "yellow": [
            122: "In-game trade: Route 2 (north, towards Pewter City), give Clefairy",
            26: "Evolve Pikachu (Thunder Stone)",
        ],
    ]
}
