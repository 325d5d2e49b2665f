import CCurl

/// What a transfer's result means for a sprite: keep it, try the next folder, try again, or give up.
enum SpriteResponse: Equatable {
    case body([UInt8])
    case notFound
    case retry(reason: String, retryAfterSeconds: Int?)
    /// The host could not be resolved or connected to: stop sending it requests this run.
    case unreachable(reason: String)
    case permanent(reason: String)

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
            case CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT:
                return .unreachable(reason: message)
            case CURLE_OPERATION_TIMEDOUT where !connected:
                return .unreachable(reason: message)
            case CURLE_OPERATION_TIMEDOUT:
                return .retry(reason: "timed out (\(message))", retryAfterSeconds: nil)
            case CURLE_TOO_MANY_REDIRECTS:
                return .permanent(reason: "too many redirects")
            // Transient: the HTTP/2 framing layer or a stream of it, a body that ended before its Content-Length,
            // a failed TLS handshake, an empty reply, a connection broken while sending or receiving.
            case CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_PARTIAL_FILE, CURLE_SSL_CONNECT_ERROR, CURLE_GOT_NOTHING,
                CURLE_SEND_ERROR, CURLE_RECV_ERROR:
                return .retry(reason: message, retryAfterSeconds: nil)
            default:
                return .permanent(reason: message)
            }
        }
    }
}
