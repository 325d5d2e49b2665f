import DexSaves
import FuzzerDriver
import Glibc

/// libFuzzer on the Switch saves' blocks: every input is taken as the blocks before the pad and the hash, and sealed
/// as the games seal them, so that mutated block headers, lengths and Pokémon reach the block reader and the game
/// readers instead of stopping at the hash; the input is also parsed as it is. A throw is a refusal, which is fine; a
/// crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? SaveFile.parse(bytes, file: "main")
    var sealed = bytes
    SwishCrypto.applyPad(&sealed)
    if let hash = SwishCrypto.hash(ofPayload: sealed[...]) {
        _ = try? SaveFile.parse(sealed + hash, file: "main")
    }
    return 0
}

/// SwiftPM names an executable's entry point after its module, so this `main` hands the command line to libFuzzer.
@main
enum SwishSaveFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    }
}
