import Dispatch

/// Runs blocking file-system calls on a queue of their own, so they never hold a thread of the
/// cooperative pool (which has only 2 threads on a 2-core machine).
enum BlockingIO {
    private static let queue = DispatchQueue(label: "dex.sprites.disk")

    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
