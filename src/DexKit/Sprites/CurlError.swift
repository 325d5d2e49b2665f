import CCurl

/// A libcurl call that failed, with libcurl's own words for it.
public struct CurlError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: Int
    public let message: String

    init(_ code: CURLcode) {
        self.code = Int(code.rawValue)
        message = String(cString: curl_easy_strerror(code))
    }

    init(multi code: CURLMcode) {
        self.code = Int(code.rawValue)
        message = String(cString: curl_multi_strerror(code))
    }

    public var description: String { "libcurl error \(code): \(message)" }

    static func check(_ code: CURLcode) throws(CurlError) {
        guard code == CURLE_OK else { throw CurlError(code) }
    }

    static func check(multi code: CURLMcode) throws(CurlError) {
        guard code == CURLM_OK else { throw CurlError(multi: code) }
    }
}

enum CurlGlobal {
    /// `curl_global_init` is not thread-safe; a `static let` runs it exactly once, before the first handle.
    static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
}
