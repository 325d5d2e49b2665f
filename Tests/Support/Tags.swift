import Testing

extension Tag {
    /// A suite that runs the built `dex` as a user does: as a process, on a pseudo-terminal or in tmux.
    /// `make test` runs every test; `make test-quick` runs all but these.
    @Tag public static var endToEnd: Self
}
