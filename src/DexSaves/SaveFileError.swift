/// Why a file could not be read as a save. `description` is one line that names the file, says what is
/// wrong and what to do.
public struct SaveFileError: Error, Equatable, CustomStringConvertible {
    public enum Problem: Error, Sendable, Equatable {
        case unreadable(reason: String)
        case notAFile(kind: String)
        case tooBig(limit: Int)
        case tooSmall(size: Int)
        case unknownSize(size: Int)
        case notASave
        case badChecksum(SaveFamily)
        case bothCopiesDamaged
        /// Generations 4–5: no copy, or pair of blocks, that the game itself would load.
        case copiesDamaged(SaveFamily)
        case onlyCopyDamaged
        case empty
        case japanese(SaveFamily)
        case korean
        /// A 3DS save's block table that does not describe the file.
        case damagedBlockTable
        /// A Switch save needs OpenSSL's libcrypto for its SHA-256, and the system has none.
        case cryptoUnavailable
        /// A Switch save whose hash does not match its data, or whose blocks do not decode.
        case switchSaveDamaged
        /// A Switch save of this family without a block dex reads.
        case missingBlocks(SaveFamily)
        /// A Switch save whose blocks are of no game dex reads.
        case unknownSwitchGame
    }

    public var file: String
    public var problem: Problem

    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    private static let sizes =
        "32 KiB for generations 1–2, 64 or 128 KiB for generation 3, 512 KiB for generations 4–5, or a 3DS or Switch save exported as 'main', told by its block table or its hash"

    public var description: String {
        if case .unreadable(let reason) = problem { return "cannot read \(file): \(reason)" }
        let what: String =
            switch problem {
            case .unreadable:
                ""
            case .notAFile(let kind):
                "is \(kind), not a save file; give the path of the .sav file itself"
            case .tooBig(let limit):
                "is bigger than any save (dex reads at most \(limit >> 20) MiB); is it the game's ROM rather than its .sav?"
            case .tooSmall(let size):
                "is \(size) bytes, too small for a save (\(Self.sizes)); the file may be truncated"
            case .unknownSize(let size):
                "is \(size) bytes, which is not the size of a save dex reads (\(Self.sizes)); the file may be truncated or not a save"
            case .notASave:
                "holds no save that dex recognises (no valid checksum or signature where the games keep them); is it a save of another game?"
            case .badChecksum(let family):
                "holds \(family.article) \(family.name) save whose checksum does not match its data: the save is damaged; load it in the game and save again"
            case .bothCopiesDamaged:
                "both copies of the generation 3 save in it are damaged (a section's checksum or signature is wrong); load it in the game and save again"
            case .copiesDamaged(let family):
                "holds \(family.article) \(family.name) save whose copies are all damaged (a block's checksum or footer does not match its data), so the game would not load it either; use an older copy of the file if you have one"
            case .onlyCopyDamaged:
                "holds a 64 KiB generation 3 save, the first of the game's two copies alone, and it is damaged (a section's checksum or signature is wrong); load it in the game and save again"
            case .empty:
                "holds no saved game (it is blank); save in the game first"
            case .japanese(let family):
                "is a Japanese \(family.name) save, whose layout dex does not read (it reads the English and other western saves of generations 1–2)"
            case .korean:
                "is a Korean Gold/Silver save, whose layout dex does not read"
            case .damagedBlockTable:
                "has a 3DS save's block table that does not match the file (truncated or damaged); export the save again with Checkpoint or JKSM"
            case .cryptoUnavailable:
                "is a Switch save, and reading it needs OpenSSL's libcrypto, which is not installed; install it (Debian: apt-get install libssl3) and try again"
            case .switchSaveDamaged:
                "holds a Switch save whose hash does not match its data: it is damaged, or it is the console's own encrypted file rather than an export; export the save again with JKSV (the file named main) and import that"
            case .missingBlocks(let family):
                "holds \(family.article) \(family.name) save without the Pokédex, party or box blocks dex reads; load it in the game, save again and export it again"
            case .unknownSwitchGame:
                "holds a Switch save of a game whose saves dex does not read (it reads Sword/Shield, Legends: Arceus, Scarlet/Violet and Legends: Z-A)"
            }
        return "\(file) \(what)"
    }
}
