import DexApp
import DexModel
import DexSaves
import DexSprites
import DexStore
import DexSystem
import Testing

/// Every error a layer throws is worded by `ErrorMessage`, in one line, as the command line and `dex browse` show it.
struct ErrorMessageTests {
    /// One error of each case of each layer (and of each reason a Pokémon is not in a run).
    static let samples: [any Error] =
        [
            ManifestError.unknownGame("firedred", suggestion: "firered", available: []),
            ManifestError.invalidManifest(file: "games.json", path: "games[0].slug", problem: "missing field"),
            ManifestError.unreadableManifest(file: "games.json", reason: "no such file"),
            ManifestError.nameWithNothingToMatch(file: "games.json", path: "games[0].pokemon[1].name", name: "?!", isForm: false),
            ManifestError.namesMatchedAlike(
                file: "games.json", path: "games[0].pokemon[2].name", name: "mr-mime", other: "Mr. Mime",
                otherPath: "games[0].pokemon[0]"),
            StarterError.starterRequired(game: "Pokémon FireRed", valid: ["bulbasaur", "charmander"]),
            StarterError.invalidStarter("pikachu", game: "Pokémon FireRed", valid: ["bulbasaur"]),
            StarterError.starterNotOffered(game: "Pokémon Yellow"),
            RefError.invalidRange("9-1"),
            RefError.sectionWithNationalNumber("kitakami:25"),
            SettingError.invalidSettingValue(key: "show-only-missing", value: "maybe", expected: "true or false"),
            SettingError.invalidSpriteURLTemplate("ftp://h/{sprite}", problem: "only http:// and https:// URLs are accepted"),
            BackupError.unreadable(file: "b.json", reason: "no such file"),
            BackupError.invalid(file: "a.csv", location: "line 2", problem: "expected 7 fields, found 3"),
            BackupError.invalidSetting(
                file: "b.json", location: "games[0].spriteURLTemplate",
                .invalidSpriteURLTemplate("https://h", problem: "it has no {sprite} placeholder")),
            BackupError.newerFormat(file: "b.json", version: 3, newestReadable: 2),
            BackupError.gameNotInManifest(file: "b.json", location: "games[0].slug", slug: "mygame"),
            DataFolderError.unusableDataFolder(path: "/x/dex", reason: "/x is a file, not a folder"),
            DataFolderError.diskFull(path: "/x/dex"),
            FileError.unwritable(file: "/x/backup.json", reason: "the folder /x does not exist"),
            SpriteCacheError.spriteCacheUnwritable(path: "/x/sprites", reason: "Permission denied"),
            CommandLineError.unknownCommand("mrak", suggestion: "mark"),
            CommandLineError.negativeNumberRef("-5", command: "mark"),
            CommandLineError.repeatedOption("--game"),
            CommandLineError.confirmationRequired(action: "removing firered"),
            CommandLineError.pageToTerminal,
            SyncError.folderMissing(path: "/x/share"),
            SyncError.notAFolder(path: "/x/share"),
            SyncError.foreignFile(path: "/x/share/a.dexsync", machine: "b"),
            SyncError.unreadable(path: "/x/share/b.dexsync", reason: "Permission denied"),
            SyncError.unwritable(path: "/x/share/a.dexsync", reason: "No space left on device"),
            SyncError.notARegularFile(path: "/x/share/a.dexsync", kind: "a FIFO"),
            SyncError.invalidMachineName("", problem: "it is empty"),
            SaveGameError.gameNotNamed(file: "fr.sav", family: "FireRed/LeafGreen", slugs: ["firered", "leafgreen"]),
            SaveGameError.notThisFamily(
                file: "fr.sav", family: "FireRed/LeafGreen", game: "emerald", slugs: ["firered", "leafgreen"]),
            SaveGameError.starterNotShown(
                file: "fr.sav", game: "Pokémon FireRed", starters: ["bulbasaur", "charmander", "squirtle"]),
            StoreError.gameNotTracked("firedred", suggestion: "firered"),
            StoreError.gameAlreadyTracked("firered"),
            StoreError.noActiveGame,
            StoreError.noGamesTracked(folder: "/x/dex"),
            StoreError.unknownPokemon("pikachuu", game: "Pokémon FireRed", suggestion: "Pikachu"),
            StoreError.unknownPokemons(
                [UnknownRef(ref: "a", suggestion: nil), UnknownRef(ref: "b", suggestion: "Abra")],
                game: "Pokémon FireRed"),
            StoreError.pokemonNotInGame("pikachuu", game: "Pokémon FireRed", suggestion: nil),
            StoreError.notInRun("charmander", game: "Pokémon FireRed", reason: .ruledOutByStarter(starterName: "Bulbasaur")),
            StoreError.notInRun("mew", game: "Pokémon FireRed", reason: .notInRunList),
            StoreError.notInRun("togepi", game: "Pokémon FireRed", reason: .notInPokedex),
            StoreError.needsOnePokemon("1-9", use: .note),
            StoreError.rangeOutsideGame("200-240", game: "Pokémon FireRed"),
            StoreError.unknownRegionalNumber(
                "R999", game: "Pokémon Scarlet", section: "Paldea", highest: 400, inEarlierSection: false),
            StoreError.unknownRegionalNumber(
                "kitakami:R005", game: "Pokémon Scarlet", section: "Kitakami", highest: 200, inEarlierSection: true),
            StoreError.unknownRegionalNumber("R1", game: "My Game", section: nil, highest: nil, inEarlierSection: false),
            StoreError.unknownDexSection("teal", game: "Pokémon Scarlet", sections: ["paldea", "kitakami", "blueberry"]),
            StoreError.unknownDexSection("kanto", game: "Pokémon FireRed", sections: []),
            StoreError.regionalRefInEveryGame("R025"),
            StoreError.shinyLocked(["#888 Zacian"], game: "Pokémon Sword"),
            StoreError.noShiniesInGeneration1(game: "Pokémon Red"),
            StoreError.unknownPlace("Route 99", game: "Pokémon FireRed", suggestion: "Route 9"),
            StoreError.nothingToUndo(journalDepth: 20),
            StoreError.nothingToRedo,
            StoreError.gameHasNoPlaces(game: "National Pokédex", suggestion: "firered"),
            StoreError.undoBlocked(summary: "dex remove-game firered", slug: "firered"),
            StoreError.saveFromAnotherGame(
                save: "Pokémon Red", game: "Pokémon FireRed", chosen: false, tracked: [],
                saveSlugs: ["red", "blue"]),
            StoreError.saveDexIntoNational(save: "FireRed/LeafGreen"),
            DatabaseError.newerDatabase(path: "/x/dex.sqlite", unknownMigrations: ["99_FromTheFuture"]),
            DatabaseError.notADatabase(path: "/x/dex.sqlite"),
            DatabaseError.notAFile(path: "/x/dex.sqlite", kind: "a FIFO"),
            DatabaseError.databaseBusy(path: "/x/dex.sqlite", seconds: 2.5),
            DatabaseError.databaseDamaged(path: "/x/dex.sqlite", problem: "database disk image is malformed"),
            DatabaseError.schemaDamaged(path: "/x/dex.sqlite", problem: "no such table: pokemon"),
            DatabaseError.migrationRecordLost(
                path: "/x/dex.sqlite", migration: "18_AddCatchDates", problem: "duplicate column name: caughtOn"),
            DatabaseError.diskFull(path: "/x/dex.sqlite"),
            DatabaseError.databaseUnopenable(path: "/x/dex.sqlite", reason: "it is a folder, not a file"),
            DatabaseError.dataFolderReadOnly(path: "/x"),
            DatabaseError.databaseIOError(path: "/x/dex.sqlite", reason: "disk I/O error"),
            DatabaseError.writeAheadLogLost(path: "/x/dex.sqlite"),
            DatabaseError.nothingRescued(path: "/x/dex.sqlite", problem: "file is not a database"),
            DatabaseError.databaseCopyUnwritable(file: "/x/copy.sqlite", reason: "Permission denied"),
        ] + saveProblems.map { SaveFileError(file: "red.sav", problem: $0) }

    static let saveProblems: [SaveFileError.Problem] = [
        .unreadable(reason: "Permission denied"), .notAFile(kind: "a folder"), .tooBig(limit: 1 << 20),
        .tooSmall(size: 10), .unknownSize(size: 40_000), .notASave, .badChecksum(.redBlueYellow), .bothCopiesDamaged,
        .copiesDamaged(.platinum), .onlyCopyDamaged, .empty, .japanese(.goldSilver), .korean, .damagedBlockTable,
        .cryptoUnavailable, .switchSaveDamaged, .missingBlocks(.swordShield), .unknownSwitchGame,
    ]

    @Test func everyErrorOfEveryLayerHasOneLineOfWords() {
        for error in Self.samples {
            let words = ErrorMessage.words(for: error)
            #expect(words != nil, "no words for \(error)")
            #expect(words?.isEmpty == false, "\(error)")
            #expect(words?.contains("\n") == false, "\(error)")
            #expect(ErrorMessage.line(for: error) == words)
        }
    }

    /// `caseName` switches over every case, so a new case does not compile until it is named there; the samples
    /// must then hold one of it.
    @Test func theSamplesHoldEveryCase() {
        let names = Self.samples.map(Self.caseName)
        #expect(Set(names).count == names.count, "a case sampled twice: \(names)")
        #expect(names.count == 95)
    }

    @Test func anErrorOfNoLayerHasNoWordsAndKeepsItsOwnDescription() {
        struct Other: Error, CustomStringConvertible { var description: String { "other" } }
        #expect(ErrorMessage.words(for: Other()) == nil)
        #expect(ErrorMessage.line(for: Other()) == "other")
    }

    @Test func aCauseIsWordedWithinTheErrorThatCarriesIt() {
        let template = SettingError.invalidSpriteURLTemplate("https://h", problem: "it has no {sprite} placeholder")
        #expect(
            ErrorMessage.line(for: BackupError.invalidSetting(file: "b.json", location: "games[0].spriteURLTemplate", template))
                == "b.json: games[0].spriteURLTemplate: 'https://h' is not a usable sprite URL template: it has no {sprite} "
                + "placeholder; give one like https://host/sprites/{folder}/{sprite}.png; nothing was imported")
        #expect(
            ErrorMessage.line(
                for: StoreError.notInRun("4", game: "Pokémon FireRed", reason: .ruledOutByStarter(starterName: "Bulbasaur")))
                == "no Pokémon '4' in Pokémon FireRed: ruled out by your starter choice (Bulbasaur); to record one received "
                + "in a trade, run 'dex mark 4 --traded'")
    }

    @Test func aRefOfSeveralWhereOneIsWantedShowsTheCommandWithOne() {
        let line = { (use: OnePokemonUse) in ErrorMessage.line(for: StoreError.needsOnePokemon("1-9", use: use)) }
        #expect(line(.show) == "'1-9' names more than one Pokémon; name one at a time, e.g. 'dex show 25'")
        #expect(line(.showInEveryGame) == "'1-9' names more than one Pokémon; name one at a time, e.g. 'dex show 25 --all-games'")
        #expect(line(.note) == "'1-9' names more than one Pokémon; name one at a time, e.g. 'dex note 25 TEXT'")
    }

    @Test func aManifestNameNoRefCanFindSaysWhatDexMarkMatches() {
        let nothing = { (isForm: Bool) in
            ErrorMessage.line(
                for: ManifestError.nameWithNothingToMatch(
                    file: "games.json", path: "games[0].pokemon[1].name", name: "?!", isForm: isForm))
        }
        #expect(
            nothing(false)
                == "games.json: games[0].pokemon[1].name: '?!' has no letter or digit that 'dex mark' can match "
                + "(a-z, 0-9; accents are fine); fix the manifest and try again")
        #expect(
            nothing(true)
                == "games.json: games[0].pokemon[1].name: '?!' has no letter or digit that 'dex mark' can match; "
                + "fix the manifest and try again")
        #expect(
            ErrorMessage.line(
                for: ManifestError.namesMatchedAlike(
                    file: "games.json", path: "games[0].pokemon[2].name", name: "mr-mime", other: "Mr. Mime",
                    otherPath: "games[0].pokemon[0]"))
                == "games.json: games[0].pokemon[2].name: 'mr-mime' is matched as the same name as 'Mr. Mime' at "
                + "games[0].pokemon[0]; 'dex mark' could not tell them apart; fix the manifest and try again")
    }

    @Test func aShinyLockNamesEachPokemonAndWhatToDoInstead() {
        #expect(
            ErrorMessage.line(for: StoreError.shinyLocked(["#888 Zacian"], game: "Pokémon Sword"))
                == "#888 Zacian is never shiny in Pokémon Sword: every way to get it there is shiny-locked; mark it without "
                + "--shiny; nothing was changed")
        #expect(
            ErrorMessage.line(for: StoreError.shinyLocked(["#888 Zacian", "#890 Eternatus"], game: "Pokémon Sword"))
                == "#888 Zacian and #890 Eternatus are never shiny in Pokémon Sword: every way to get them there is "
                + "shiny-locked; mark them without --shiny; nothing was changed")
    }

    @Test func aGeneration1ShinySaysWhyAndWhatToDoInstead() {
        #expect(
            ErrorMessage.line(for: StoreError.noShiniesInGeneration1(game: "Pokémon Red"))
                == "Pokémon Red has no shiny Pokémon: shinies begin with generation 2 (Gold and Silver); leave out "
                + "--shiny; nothing was changed")
    }

    static func caseName(_ error: any Error) -> String {
        switch error {
        case let error as ManifestError:
            switch error {
            case .unknownGame: "unknownGame"
            case .invalidManifest: "invalidManifest"
            case .unreadableManifest: "unreadableManifest"
            case .nameWithNothingToMatch: "nameWithNothingToMatch"
            case .namesMatchedAlike: "namesMatchedAlike"
            }
        case let error as StarterError:
            switch error {
            case .starterRequired: "starterRequired"
            case .invalidStarter: "invalidStarter"
            case .starterNotOffered: "starterNotOffered"
            }
        case let error as RefError:
            switch error {
            case .invalidRange: "invalidRange"
            case .sectionWithNationalNumber: "sectionWithNationalNumber"
            }
        case let error as SettingError:
            switch error {
            case .invalidSettingValue: "invalidSettingValue"
            case .invalidSpriteURLTemplate: "invalidSpriteURLTemplate"
            }
        case let error as BackupError:
            switch error {
            case .unreadable: "BackupError.unreadable"
            case .invalid: "BackupError.invalid"
            case .invalidSetting: "BackupError.invalidSetting"
            case .newerFormat: "BackupError.newerFormat"
            case .gameNotInManifest: "BackupError.gameNotInManifest"
            }
        case let error as DataFolderError:
            switch error {
            case .unusableDataFolder: "unusableDataFolder"
            case .diskFull: "DataFolderError.diskFull"
            }
        case let error as FileError:
            switch error {
            case .unwritable: "FileError.unwritable"
            }
        case let error as SpriteCacheError:
            switch error {
            case .spriteCacheUnwritable: "spriteCacheUnwritable"
            }
        case let error as CommandLineError:
            switch error {
            case .unknownCommand: "unknownCommand"
            case .negativeNumberRef: "negativeNumberRef"
            case .repeatedOption: "repeatedOption"
            case .confirmationRequired: "confirmationRequired"
            case .pageToTerminal: "pageToTerminal"
            }
        case let error as SyncError:
            switch error {
            case .folderMissing: "folderMissing"
            case .notAFolder: "SyncError.notAFolder"
            case .foreignFile: "foreignFile"
            case .unreadable: "SyncError.unreadable"
            case .unwritable: "SyncError.unwritable"
            case .notARegularFile: "SyncError.notARegularFile"
            case .invalidMachineName: "invalidMachineName"
            }
        case let error as SaveGameError:
            switch error {
            case .gameNotNamed: "gameNotNamed"
            case .notThisFamily: "notThisFamily"
            case .starterNotShown: "starterNotShown"
            }
        case let error as StoreError:
            switch error {
            case .gameNotTracked: "gameNotTracked"
            case .gameAlreadyTracked: "gameAlreadyTracked"
            case .noActiveGame: "noActiveGame"
            case .noGamesTracked: "noGamesTracked"
            case .unknownPokemon: "unknownPokemon"
            case .unknownPokemons: "unknownPokemons"
            case .pokemonNotInGame: "pokemonNotInGame"
            case .notInRun(_, _, .ruledOutByStarter): "notInRun.ruledOutByStarter"
            case .notInRun(_, _, .notInRunList): "notInRun.notInRunList"
            case .notInRun(_, _, .notInPokedex): "notInRun.notInPokedex"
            case .needsOnePokemon: "needsOnePokemon"
            case .rangeOutsideGame: "rangeOutsideGame"
            case .unknownRegionalNumber(_, _, _, nil, _): "unknownRegionalNumber.noNumbers"
            case .unknownRegionalNumber(_, _, _, _, true): "unknownRegionalNumber.inEarlierSection"
            case .unknownRegionalNumber: "unknownRegionalNumber"
            case .unknownDexSection(_, _, []): "unknownDexSection.oneDex"
            case .unknownDexSection: "unknownDexSection"
            case .regionalRefInEveryGame: "regionalRefInEveryGame"
            case .shinyLocked: "shinyLocked"
            case .noShiniesInGeneration1: "noShiniesInGeneration1"
            case .unknownPlace: "unknownPlace"
            case .nothingToUndo: "nothingToUndo"
            case .nothingToRedo: "nothingToRedo"
            case .gameHasNoPlaces: "gameHasNoPlaces"
            case .undoBlocked: "undoBlocked"
            case .saveFromAnotherGame: "saveFromAnotherGame"
            case .saveDexIntoNational: "saveDexIntoNational"
            }
        case let error as DatabaseError:
            switch error {
            case .newerDatabase: "newerDatabase"
            case .notADatabase: "notADatabase"
            case .notAFile: "DatabaseError.notAFile"
            case .databaseBusy: "databaseBusy"
            case .databaseDamaged: "databaseDamaged"
            case .schemaDamaged: "schemaDamaged"
            case .migrationRecordLost: "migrationRecordLost"
            case .diskFull: "DatabaseError.diskFull"
            case .databaseUnopenable: "databaseUnopenable"
            case .dataFolderReadOnly: "dataFolderReadOnly"
            case .databaseIOError: "databaseIOError"
            case .writeAheadLogLost: "writeAheadLogLost"
            case .nothingRescued: "nothingRescued"
            case .databaseCopyUnwritable: "databaseCopyUnwritable"
            }
        case let error as SaveFileError:
            switch error.problem {
            case .unreadable: "save.unreadable"
            case .notAFile: "save.notAFile"
            case .tooBig: "save.tooBig"
            case .tooSmall: "save.tooSmall"
            case .unknownSize: "save.unknownSize"
            case .notASave: "save.notASave"
            case .badChecksum: "save.badChecksum"
            case .bothCopiesDamaged: "save.bothCopiesDamaged"
            case .copiesDamaged: "save.copiesDamaged"
            case .onlyCopyDamaged: "save.onlyCopyDamaged"
            case .empty: "save.empty"
            case .japanese: "save.japanese"
            case .korean: "save.korean"
            case .damagedBlockTable: "save.damagedBlockTable"
            case .cryptoUnavailable: "save.cryptoUnavailable"
            case .switchSaveDamaged: "save.switchSaveDamaged"
            case .missingBlocks: "save.missingBlocks"
            case .unknownSwitchGame: "save.unknownSwitchGame"
            }
        default:
            "not a layer's error: \(error)"
        }
    }

    @Test func anUnreadableManifestIsNamedInItsWords() {
        let error = #expect(throws: ManifestError.self) { try GameManifest.load(path: "/nonexistent/games.json") }
        #expect(error.map(ErrorMessage.line(for:))?.hasPrefix("cannot read manifest /nonexistent/games.json") == true)
    }
}
