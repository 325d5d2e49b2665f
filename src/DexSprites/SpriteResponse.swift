/// What a transfer's result means for a sprite: keep it, try the next folder, try again, or give up.
enum SpriteResponse: Equatable {
    case body([UInt8])
    case notFound
    case retry(reason: String, retryAfterSeconds: Int?)
    /// The host could not be resolved or connected to: stop sending it requests this run.
    case unreachable(reason: String)
    case permanent(reason: String)

    // libcurl's CURLcode values (curl.h), stable since they are part of its ABI.
    private static let couldNotResolveProxy = 5, couldNotResolveHost = 6, couldNotConnect = 7
    private static let timedOut = 28, tooManyRedirects = 47
    private static let transient: Set<Int> = [
        16, // HTTP/2 framing layer
        18, // partial file: the body ended before its Content-Length
        35, // TLS handshake failed
        52, // empty reply
        55, 56, // send / receive failure: a broken connection
        92, // HTTP/2 stream
    ]

    static func classify(_ result: TransferResult) -> SpriteResponse {
        switch result {
        case .response(let status, let body, let retryAfter):
            switch status {
            case 200: return .body(body)
            case 404, 410: return .notFound
            case 408, 429: return .retry(reason: "HTTP \(status)", retryAfterSeconds: retryAfter)
            case 500...599: return .retry(reason: "HTTP \(status)", retryAfterSeconds: retryAfter)
            default: return .permanent(reason: "the server answered HTTP \(status)")
            }
        case .tooLarge(let limit):
            return .permanent(reason: "the body is larger than \(limit / 1024) KB, too large for a sprite")
        case .failed(let code, let message, let connected):
            switch code {
            case couldNotResolveProxy, couldNotResolveHost, couldNotConnect:
                return .unreachable(reason: message)
            case timedOut where !connected:
                return .unreachable(reason: message)
            case timedOut:
                return .retry(reason: "timed out (\(message))", retryAfterSeconds: nil)
            case tooManyRedirects:
                return .permanent(reason: "too many redirects")
            case _ where transient.contains(code):
                return .retry(reason: message, retryAfterSeconds: nil)
            default:
                return .permanent(reason: message)
            }
        }
    }
}
