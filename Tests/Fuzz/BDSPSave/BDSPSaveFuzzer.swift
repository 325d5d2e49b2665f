import DexSaves
import FuzzerDriver
import Glibc
import SaveFileSupport

/// libFuzzer on the Brilliant Diamond/Shining Pearl reader: each input is the blocks it reads (`BDSPFuzzInput`),
/// placed in a whole save whose MD5 is then made to match, so that mutations reach the Pokémon records, their
/// decryption, the Pokédex's states and form flags, rather than stopping at the hash. A throw is a refusal, which is
/// fine; a crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? SaveFile.parse(BDSPFuzzInput.expanded(bytes), file: "fuzz.bin")
    return 0
}

/// SwiftPM names an executable's entry point after its module, so this `main` hands the command line to libFuzzer.
@main
enum BDSPSaveFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    }
}
