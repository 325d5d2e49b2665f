import CCurl

/// A libcurl call that failed, with libcurl's own words for it.
public struct CurlError: Error, Sendable, Equatable, CustomStringConvertible {
    public let code: Int
    public let message: String

    init(_ code: CURLcode) {
        self.code = Int(code.rawValue)
        message = CurlLibrary.api.map { String(cString: dex_easy_strerror($0, code)) } ?? "libcurl is not loaded"
    }

    init(multi code: CURLMcode) {
        self.code = Int(code.rawValue)
        message = CurlLibrary.api.map { String(cString: dex_multi_strerror($0, code)) } ?? "libcurl is not loaded"
    }

    private init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    static let unavailable = CurlError(
        code: Int(CURLE_FAILED_INIT.rawValue),
        message: "libcurl (libcurl.so.4) could not be loaded; install it (Debian: apt-get install libcurl4) to download sprites")

    public var description: String { "libcurl error \(code): \(message)" }

    static func check(_ code: CURLcode) throws(CurlError) {
        guard code == CURLE_OK else { throw CurlError(code) }
    }

    static func check(multi code: CURLMcode) throws(CurlError) {
        guard code == CURLM_OK else { throw CurlError(multi: code) }
    }
}
