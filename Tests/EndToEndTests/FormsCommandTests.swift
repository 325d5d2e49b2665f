import DexTestSupport
import Foundation
import SQLiteStore
import Testing

/// On the bundled manifest: a game tracked with forms (`add-game --forms`, `--genders`) lists what a living dex keeps
/// apart, its names match as loosely as species' do, numbers take the first form unless `--all-forms`, and backups,
/// undo and completion carry forms; a game added without them lists species as before.
@Suite(.tags(.endToEnd)) struct FormsCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    /// The names of `dex list`'s lines: the column after the mark, columns being apart by two spaces or more.
    private func listedNames(_ arguments: [String] = []) async throws -> [String] {
        try await dex.succeed(["list", "--sort", "national"] + arguments).split(separator: "\n").map { line in
            let columns = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return columns.firstIndex { $0 == "✓" || $0 == "·" }.map { columns[$0 + 1] } ?? ""
        }
    }

    @Test func sunWithFormsListsAlolanVulpixAndTakesEveryNameForIt() async throws {
        let added = try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        #expect(added.hasPrefix("Added Pokémon Sun with Rowlet: "), "\(added)")
        let marked = try await dex.succeed(["mark", "alolan vulpix"])
        #expect(marked.hasPrefix("Caught #037 Alolan Vulpix\n"), "\(marked)")
        for name in ["vulpix-alola", "Vulpix (Alola)", "ALOLAN VULPIX", "vulpix", "37"] {
            let again = try await dex.succeed(["mark", name])
            #expect(again.hasPrefix("#037 Alolan Vulpix was already caught\n"), "\(name): \(again)")
        }
        let json = try await dex.succeed(["show", "alolan vulpix", "--json"])
        #expect(json.contains(#""form":"alola""#) || json.contains(#""form" : "alola""#), "\(json)")
        let list = try await dex.succeed(["list", "--search", "vulpix"])
        #expect(list.contains("Alolan Vulpix") && !list.contains("·  Vulpix"), "\(list)")
        // Alolan Ninetales evolves from Alolan Vulpix by an Ice Stone, not by the Kantonian form's Fire Stone.
        let ninetales = try await dex.succeed(["show", "alolan ninetales", "--no-sprite"])
        #expect(ninetales.contains("Evolve Alolan Vulpix (Ice Stone)") && !ninetales.contains("Fire Stone"), "\(ninetales)")
    }

    @Test func aGameAddedWithoutFormsListsSpeciesAsBefore() async throws {
        let added = try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--no-sprites"])
        let total = try #require(added.split(separator: ":").last?.split(separator: " ").first)
        let names = try await listedNames()
        #expect(String(names.count) == total, "\(added)")
        #expect(names.contains("Vulpix") && names.contains("Oricorio") && !names.contains("Alolan Vulpix"))
        #expect(!(try await dex.succeed(["export"]).contains(#""form""#)))
        let vulpix = try await dex.succeed(["mark", "vulpix"])
        #expect(vulpix.hasPrefix("Caught #037 Vulpix\n"), "\(vulpix)")
        let alolan = try await dex.run(["mark", "alolan vulpix"])
        #expect(alolan.status == 1 && alolan.stderr.contains("no Pokémon 'alolan vulpix'"), "\(alolan.stderr)")
    }

    @Test func swordListsBothMeowthLinesAndScarletPaldeanWooperFirst() async throws {
        try await dex.succeed(["add-game", "sword", "--starter", "grookey", "--forms", "--no-sprites"])
        let meowth = try await listedNames(["--search", "meowth"])
        #expect(meowth.contains("Galarian Meowth") && meowth.contains("Meowth"), "\(meowth)")
        #expect(try await dex.succeed(["mark", "galarian meowth"]).hasPrefix("Caught #052 Galarian Meowth\n"))
        try await dex.succeed(["add-game", "scarlet", "--starter", "fuecoco", "--forms", "--no-sprites"])
        let wooper = try await listedNames(["--search", "wooper"]).filter { $0.contains("Wooper") }
        // Paldea's own form first; Wooper from The Teal Mask's Kitakami.
        #expect(wooper == ["Paldean Wooper", "Wooper"], "\(wooper)")
        let tauros = try await dex.succeed(["list", "--search", "tauros"])
        #expect(
            tauros.contains("Paldean Tauros Aqua Breed") && tauros.contains("Not in Scarlet: trade from Violet"), "\(tauros)")
        let blaze = try await dex.succeed(["mark", "paldean tauros (blaze)"])
        #expect(blaze.hasPrefix("Caught #128 Paldean Tauros Blaze Breed\n"), "\(blaze)")
    }

    @Test func formNamesMatchLooselyAndNumbersTakeTheFirstFormUnlessAllForms() async throws {
        try await dex.succeed(["add-game", "platinum", "--starter", "piplup", "--forms", "--no-sprites"])
        let marked = try await dex.succeed(["mark", "rotom wash", "unown ?", "unown b"])
        for name in ["Wash Rotom", "Unown ?", "Unown B"] {
            #expect(marked.contains("Caught #") && marked.contains(name), "\(marked)")
        }
        #expect(try await dex.succeed(["mark", "wash rotom"]).hasPrefix("#479 Wash Rotom was already caught\n"))
        let one = try await dex.succeed(["unmark", "201", "--verbose"])
        #expect(one.contains("#201 Unown A was already not caught") && !one.contains("Unown B"), "\(one)")
        let all = try await dex.succeed(["mark", "201", "--all-forms", "--verbose"])
        let lines = all.split(separator: "\n").filter { $0.contains("#201 Unown") }
        #expect(lines.count == 28, "\(all)")
        try await dex.succeed(["add-game", "x", "--starter", "froakie", "--forms", "--genders", "--no-sprites"])
        let x = try await dex.succeed(["mark", "flabebe red", "venusaur female", "3"])
        for name in ["Red Flabébé", "Female Venusaur", "#003 Venusaur"] { #expect(x.contains(name), "\(x)") }
    }

    @Test func nationalWithFormsIsTheFormsLivingDex() async throws {
        let added = try await dex.succeed(["add-game", "national", "--forms", "--no-sprites"])
        #expect(added.contains(": 1284 Pokémon to catch."), "\(added)")
        let rotom = try await listedNames(["--search", "rotom"])
        #expect(rotom == ["Rotom", "Heat Rotom", "Wash Rotom", "Frost Rotom", "Fan Rotom", "Mow Rotom"], "\(rotom)")
        let gmax = try await dex.run(["mark", "gigantamax charizard"])
        #expect(gmax.status == 1, "\(gmax.stdout)")
    }

    @Test func aSpeciesBackupImportedIntoAFormsListMarksEachSpeciesFirstForm() async throws {
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        let file = dex.home.appendingPathComponent("species.csv")
        try Data("game,starter,dexNumber,caught,notes\nsun,rowlet,37,yes,from a species list\nsun,rowlet,201,yes,\n".utf8)
            .write(to: file)
        let imported = try await dex.run(["import", file.path])
        #expect(imported.status == 1 && imported.stderr.contains("#201 is not in Pokémon Sun"), "\(imported.stderr)")
        try Data("game,starter,dexNumber,caught,notes\nsun,rowlet,37,yes,from a species list\n".utf8).write(to: file)
        try await dex.succeed(["import", file.path])
        let caught = try await dex.succeed(["list", "--caught"])
        #expect(caught.contains("Alolan Vulpix") && caught.contains("from a species list"), "\(caught)")
        let formFile = dex.home.appendingPathComponent("forms.csv")
        try Data("game,starter,dexNumber,caught,form\nsun,rowlet,741,yes,sensu\nsun,rowlet,741,yes,tango\n".utf8)
            .write(to: formFile)
        let unknown = try await dex.run(["import", formFile.path])
        #expect(unknown.status == 1 && unknown.stderr.contains("line 3: #741 tango is not in Pokémon Sun"), "\(unknown.stderr)")
    }

    @Test func exportImportUndoAndCompletionCarryForms() async throws {
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--forms", "--no-sprites"])
        try await dex.succeed(["mark", "alolan vulpix", "pau oricorio"])
        try await dex.succeed(["note", "pa'u oricorio", "Route 6"])
        let json = try await dex.succeed(["export"])
        #expect(json.contains(#""form" : "alola""#) || json.contains(#""form":"alola""#), "\(json.prefix(400))")
        let csv = try await dex.succeed(["export", "--format", "csv"])
        #expect(
            csv.hasPrefix(
                "game,starter,dataVersion,dexNumber,name,caught,notes,hint,availability,traded,shiny,caughtOn,forms,genders,tracksShiny,downloadsSprites,spriteURLTemplate,active,form\n"
            ))
        #expect(csv.contains(",Pa’u Oricorio,yes,Route 6,"), "\(csv.prefix(300))")
        for (format, text) in [("json", json), ("csv", csv)] {
            let other = try DexProcess(manifest: nil)
            let file = other.home.appendingPathComponent("backup.\(format)")
            try Data(text.utf8).write(to: file)
            try await other.succeed(["import", file.path])
            let caught = try await other.succeed(["list", "--caught"])
            #expect(
                caught.contains("Alolan Vulpix") && caught.contains("Pa’u Oricorio") && caught.contains("Route 6"), "\(caught)")
            #expect(!caught.contains("Baile"), "\(format): \(caught)")
        }
        let undone = try await dex.succeed(["undo"])
        #expect(undone.contains("Pa’u Oricorio"), "\(undone)")
        try await dex.succeed(["undo"])
        #expect(try await dex.succeed(["list", "--caught"]).hasPrefix("Nothing to list"))
        let line = ["dex", "mark", "vulpix-"]
        let completed = try await dex.succeed(["---completion", "mark", "--", "positional@0", "2", "7"] + line)
        #expect(completed.split(separator: "\n") == ["vulpix-alola"], "\(completed)")
        let byName = try await dex.succeed(["---completion", "mark", "--", "positional@0", "2", "8", "dex", "mark", "alolan-v"])
        #expect(byName.split(separator: "\n") == ["alolan-vulpix"], "\(byName)")
    }
}

/// A database written before forms (Tests/Fixtures/database-at-migration-9-sun.sql, dumped from one the release before
/// made) opened by this dex: migration 11 makes every Pokémon its species' default form, catches, notes and journal as
/// they were, and the game goes on listing species.
@Suite(.tags(.endToEnd)) struct FormsUpgradeTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(databaseFixture: "database-at-migration-9-sun.sql")
    }

    @Test func everyPokemonBecomesItsDefaultFormWithItsCatchNoteAndJournal() async throws {
        let caught = try await dex.succeed(["list", "--caught"])
        #expect(
            caught == """
                #052  R045  ✓  Meowth    Hau'oli City (walking)
                #741  R082  ✓  Oricorio  Melemele Meadow (walking)
                #037  R253  ✓  Vulpix    from Route 14

                """, "\(caught)")
        let status = try await dex.succeed(["db", "status"])
        #expect(status.contains("11_AddForms"), "\(status)")
        let forms = try SQLiteDatabase(path: dex.databasePath, options: .init(access: .readOnly)).read { db in
            try db.queryValues("SELECT DISTINCT form FROM pokemon", as: String.self)
        }
        #expect(forms == [""])
        let json = try await dex.succeed(["export"])
        #expect(!json.contains(#""form""#) && !json.contains(#""forms""#))
        #expect(try await dex.succeed(["mark", "37"]).hasPrefix("#037 Vulpix was already caught\n"))
        #expect(try await dex.run(["mark", "alolan vulpix"]).status == 1)
        let undone = try await dex.succeed(["undo"])
        #expect(undone.contains("Meowth"), "\(undone)")
        #expect(try await dex.succeed(["list", "--caught"]).contains("Meowth") == false)
        try await dex.succeed(["undo"])
        #expect(try await dex.succeed(["list", "--search", "ninetales"]).contains("✓"))
    }
}
