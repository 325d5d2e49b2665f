import Foundation
import Testing

@testable import DexModel
@testable import DexStore

/// A CSV backup carries what each game is tracked with (`forms`, `genders`, `tracksShiny`, `downloadsSprites`,
/// `spriteURLTemplate`, `active`), and a CSV written without those columns is read as before.
@Suite struct BackupCSVGameColumnsTests {
    static func decode(_ text: String) throws -> Backup {
        try BackupFile.decode(Data(text.utf8), name: "backup.csv")
    }

    static let columns = "game,starter,dexNumber,caught,form,forms,genders,tracksShiny,downloadsSprites,spriteURLTemplate,active"

    @Test func theGameColumnsSayHowEachGameIsTracked() throws {
        let backup = try Self.decode(
            """
            \(Self.columns)
            scarlet,fuecoco,25,yes,,yes,no,no,no,http://example.org/{sprite}.png,no
            scarlet,fuecoco,194,yes,paldea,yes,no,no,no,http://example.org/{sprite}.png,no
            yellow,,25,yes,,no,no,yes,yes,,yes

            """)
        let scarlet = backup.games[0], yellow = backup.games[1]
        #expect(scarlet.kinds == EntryKinds(forms: true, genders: false))
        #expect(scarlet.tracksShiny == false && scarlet.downloadsSprites == false)
        #expect(scarlet.spriteURLTemplate == "http://example.org/{sprite}.png")
        #expect(yellow.kinds == .species && yellow.tracksShiny == true && yellow.downloadsSprites == true)
        #expect(yellow.spriteURLTemplate == nil)
        #expect(backup.activeGame == "yellow")
    }

    @Test func aGameListingFormsWithAFormNamedFemaleDoesNotListSexes() throws {
        // Indeedee's female form is a form of its own, not a sex a game with --genders adds.
        let backup = try Self.decode(
            """
            \(Self.columns)
            scarlet,fuecoco,876,yes,female,yes,no,no,yes,,yes

            """)
        #expect(backup.games[0].kinds == EntryKinds(forms: true, genders: false))
    }

    @Test func aFileWithoutTheColumnsIsReadAsBefore() throws {
        let backup = try Self.decode(
            """
            game,starter,dexNumber,caught,form
            national,,25,yes,female
            national,,37,yes,alola
            yellow,,25,yes,

            """)
        #expect(backup.games[0].kinds == EntryKinds(forms: true, genders: true))
        #expect(backup.games[1].kinds == .species)
        #expect(backup.games.allSatisfy { $0.tracksShiny == nil && $0.downloadsSprites == nil && $0.spriteURLTemplate == nil })
        #expect(backup.activeGame == nil)
    }

    @Test func anEmptyCellSaysNothing() throws {
        let backup = try Self.decode(
            """
            game,dexNumber,caught,tracksShiny,downloadsSprites,spriteURLTemplate
            yellow,25,yes,,,

            """)
        #expect(backup.games[0].tracksShiny == nil && backup.games[0].downloadsSprites == nil)
        #expect(backup.games[0].spriteURLTemplate == nil)
    }

    @Test(arguments: [
        (
            "game,dexNumber,caught,forms\nscarlet,25,yes,yes\nscarlet,26,yes,no\n",
            "line 3: forms 'no' differs from line 2's 'yes' for game scarlet"
        ),
        (
            "game,dexNumber,caught,spriteURLTemplate\nyellow,25,yes,http://a/{sprite}\nyellow,26,yes,http://b/{sprite}\n",
            "line 3: spriteURLTemplate 'http://b/{sprite}' differs from line 2's 'http://a/{sprite}' for game yellow"
        ),
        (
            "game,dexNumber,caught,tracksShiny\nyellow,25,yes,maybe\n",
            "line 2: tracksShiny 'maybe' is not yes/no, true/false or 1/0"
        ),
        (
            "game,dexNumber,caught,active\nyellow,25,yes,yes\nred,25,yes,yes\n",
            "line 3: active: both yellow and red are marked as the active game; keep one"
        ),
    ])
    func gameColumnsThatDisagreeOrAreNotFlagsAreRefused(text: String, problem: String) {
        do {
            _ = try Self.decode(text)
            Issue.record("read: \(text)")
        } catch let BackupError.invalid(file, location, message) {
            #expect("\(file): \(location): \(message)" == "backup.csv: \(problem)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
