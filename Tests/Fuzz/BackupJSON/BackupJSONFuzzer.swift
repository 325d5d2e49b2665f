import DexStore
import FoundationEssentials
import FuzzerDriver
import Glibc

/// libFuzzer on `dex import` of a JSON backup: every input is decoded as a backup file named `.json`. A thrown
/// `BackupError` is a refusal, which is fine; a crash, a sanitizer report or a slow input fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    _ = try? BackupFile.decode(bytes, name: "fuzz.json")
    return 0
}

/// SwiftPM names an executable's entry point after its module, so this `main` hands the command line to libFuzzer.
@main
enum BackupJSONFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    }
}
