extension String {
    /// The string without the tabs and spaces at either end: tab and every Unicode space separator (category Zs:
    /// U+0020, the no-break space U+00A0, U+3000, …), the set Foundation's `CharacterSet.whitespaces` names.
    /// Line breaks are kept.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isTabOrSpace }),
            let last = scalars.lastIndex(where: { !$0.isTabOrSpace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    fileprivate var isTabOrSpace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }
}
