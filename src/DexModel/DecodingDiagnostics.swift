/// Turns a `DecodingError` into the JSON path of the fault and a problem in words for the user:
/// what both the manifest and a JSON backup report when they cannot be decoded.
package enum DecodingDiagnostics {
    package static func fault(of error: DecodingError) -> (path: String, problem: String) {
        switch error {
        case .keyNotFound(let key, let context):
            (jsonPath(context.codingPath + [key]), "missing field")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            (jsonPath(context.codingPath), "expected \(describe(type))")
        case .dataCorrupted(let context):
            (jsonPath(context.codingPath), context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription)
        @unknown default:
            ("$", "\(error)")
        }
    }

    /// `games[0].pokemon[3].dexNumber`, or `$` for the whole document.
    package static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else if key.stringValue != "super" {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "$" : path
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "a list"
        default: "a value of type \(type)"
        }
    }
}
