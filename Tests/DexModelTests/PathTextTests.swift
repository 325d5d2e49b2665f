import Testing

@testable import DexModel

/// The path and text helpers that stand in for Foundation's `NSString` paths and `CharacterSet.whitespaces`.
@Suite struct PathTextTests {
    @Test(arguments: [
        ("/a/b", "b", "/a"), ("/a/b/", "b", "/a"), ("//a//b//", "b", "/a"), ("/a", "a", "/"), ("/", "/", "/"),
        ("//", "/", "/"), ("a", "a", ""), ("a/b", "b", "a"), ("", "", ""), ("/data/dex.sqlite", "dex.sqlite", "/data"),
    ])
    func splitsAsNSStringDoes(path: String, last: String, parent: String) {
        #expect(PathText.lastComponent(path) == last)
        #expect(PathText.parent(path) == parent)
    }

    @Test func trimsTabsAndSpaceSeparatorsButNotLineBreaks() {
        #expect(" \t yes \u{A0}\u{3000}".trimmingWhitespace() == "yes")
        #expect("\nyes\n".trimmingWhitespace() == "\nyes\n")
        #expect(" a b ".trimmingWhitespace() == "a b")
        #expect(" \t ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
        // By scalar, as CharacterSet trims: the mark that followed the space stays.
        #expect(" \u{301}x".trimmingWhitespace() == "\u{301}x")
    }
}
