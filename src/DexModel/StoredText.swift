/// Text that dex keeps in its database. Much of what reads it takes text as C strings, which end at the first NUL
/// character (`sqlite3`'s shell, earlier versions of `dex`): a note `"a\u0000b"` would read as `a`.
/// So text holding a NUL is refused where it comes in (a backup, a manifest), with an error naming its place.
package enum StoredText {
    package static func holdsNUL(_ text: String?) -> Bool { text?.utf8.contains(0) ?? false }

    /// The problem an error names after the place of the text.
    package static func nulProblem(_ field: String) -> String {
        "\(field) holds a NUL character (\\u0000), which dex cannot store; remove it"
    }
}
