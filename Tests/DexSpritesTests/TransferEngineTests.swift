import CCurl
import DexTestSupport
import Foundation
import Testing

@testable import DexSprites

/// `TransferEngine` against the loopback sprite server: what each transfer's easy handle owns (its resolve list, its
/// error buffer) is there for the whole transfer, and many handles come and go through one engine.
@Suite struct TransferEngineTests {
    static let limits = TransferLimits(connectTimeoutMilliseconds: 2_000, lowSpeedSeconds: 1, totalTimeoutMilliseconds: 2_000)

    @Test func aResolveEntryReachesAHostNoDNSKnows() async throws {
        // Given a host name that cannot resolve (.invalid is reserved) and an entry that sends it to the server
        let server = try SpriteServer()
        let engine = try TransferEngine(), other = try TransferEngine()
        defer { engine.shutdown(); other.shutdown() }

        // When fetching through it, and without it from another engine (an engine's handles share a DNS cache, which
        // the entry fills)
        let url = "http://sprites.dex.invalid:\(server.port)/firered/pikachu.png"
        let resolved = await engine.perform(
            url: url, limits: Self.limits, resolve: "sprites.dex.invalid:\(server.port):127.0.0.1")
        let unresolved = await other.perform(url: url, limits: Self.limits)

        // Then the entry is used for the whole transfer, and without it the host is unknown
        guard case .response(200, let body, _) = resolved else { Issue.record("got \(resolved)"); return }
        #expect(body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        guard case .failed(let code, _, let connected) = unresolved else { Issue.record("got \(unresolved)"); return }
        #expect(code == CURLE_COULDNT_RESOLVE_HOST && !connected)
    }

    @Test func aFailureCarriesLibcurlsOwnAccountOfIt() async throws {
        // Given a port nothing listens on: the server's, once it has stopped
        let port = try SpriteServer().port
        let engine = try TransferEngine()
        defer { engine.shutdown() }

        // When fetching from it
        let result = await engine.perform(url: "http://127.0.0.1:\(port)/firered/pikachu.png", limits: Self.limits)

        // Then the message is the one libcurl wrote into the handle's error buffer (it names the port), not the
        // generic text for the code, and the result reads as an unreachable host
        guard case .failed(let code, let message, false) = result else { Issue.record("got \(result)"); return }
        #expect(code == CURLE_COULDNT_CONNECT)
        #expect(message.contains("port \(port)"), "\(message)")
        #expect(SpriteResponse.classify(result) == .unreachable(reason: message))
    }

    @Test func manyHandlesComeAndGoThroughOneEngine() async throws {
        // Given one engine and 300 transfers, each with its own handle, error buffer and resolve list
        let server = try SpriteServer()
        let engine = try TransferEngine()

        // When they all run, some failing
        let results = await withTaskGroup(of: Bool.self) { group in
            for n in 1...300 {
                let sprite = n % 3 == 0 ? "notfound-\(n)" : "mon-\(n)"
                group.addTask {
                    let result = await engine.perform(
                        url: "http://sprites.dex.invalid:\(server.port)/firered/\(sprite).png", limits: Self.limits,
                        resolve: "sprites.dex.invalid:\(server.port):127.0.0.1")
                    if case .response(let status, _, _) = result { return status == (n % 3 == 0 ? 404 : 200) }
                    return false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        engine.shutdown()

        // Then each got its own answer, and a transfer asked for after the shutdown is refused
        #expect(results.count == 300 && results.allSatisfy { $0 })
        guard
            case .failed(CURLE_ABORTED_BY_CALLBACK, _, _) = await engine.perform(url: "http://127.0.0.1:1/", limits: Self.limits)
        else {
            Issue.record("a transfer after shutdown ran")
            return
        }
    }
}
