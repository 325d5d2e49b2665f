/// A path's last component and its parent, split as `NSString`'s path methods split them (Foundation's, which dex
/// does not link): repeated slashes count as one and a trailing slash is ignored.
package enum PathText {
    /// "b" for "/a/b" and "/a/b/", "/" for "/", "" for "".
    package static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return fixed }
        return String(fixed[fixed.utf8.index(after: slash)...])
    }

    /// "/a" for "/a/b", "/" for "/a" and "/", "" for "a" and "".
    package static func parent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return fixed == "/" ? "/" : "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// The path with each run of slashes made one, and without a trailing slash unless it is "/".
    private static func fixingSlashes(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == UInt8(ascii: "/") && bytes.last == UInt8(ascii: "/")) {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
