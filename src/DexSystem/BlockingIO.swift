import Dispatch

/// Runs blocking calls — the file system, a synchronous database access — on a queue of their own, so they
/// never hold a thread of the cooperative pool (which has only 2 threads on a 2-core machine).
public enum BlockingIO {
    private static let queue = DispatchQueue(label: "dex.blocking-io")

    /// Runs `work` off the cooperative pool, in the caller's console (`Console.current`).
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let console = Console.current
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try Console.$current.withValue(console) { try work() } }) }
        }
    }
}
