import Foundation

struct DexRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
}

/// Runs the built `dex` to completion in a clean environment plus `environment`.
func runDex(_ arguments: [String], environment: [String: String] = [:]) throws -> DexRun {
    let start = Date()
    let result = try startDex(arguments, environment: environment).wait()
    return DexRun(status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: Date().timeIntervalSince(start))
}

typealias StartedDex = DexProcess.Running

func startDex(_ arguments: [String], environment: [String: String] = [:]) throws -> StartedDex {
    try DexProcess.launch(arguments, environment: DexProcess.cleanEnvironment().merging(environment) { $1 })
}
