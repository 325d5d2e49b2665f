import DexSaves
import FuzzerDriver
import Glibc

/// libFuzzer on the save reader: every input is parsed as the bytes of a save file, as it is, and again with its
/// checksums made to match, so that mutated data also reaches the readers behind the checksums (lists, Pokédex
/// flags, the Day Care, encrypted generation 3 Pokémon) instead of stopping at the first check. A throw is a refusal,
/// which is fine; a crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? SaveFile.parse(bytes, file: "fuzz.sav")
    if let repaired = ChecksumRepair.repaired(bytes) {
        _ = try? SaveFile.parse(repaired, file: "fuzz.sav")
    }
    return 0
}

/// SwiftPM names an executable's entry point after its module, so this `main` hands the command line to libFuzzer.
@main
enum SaveFileFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    }
}
