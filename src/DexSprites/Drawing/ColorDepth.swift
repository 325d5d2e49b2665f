import DexSystem

/// How many colours the sprite renderer may use.
public enum ColorDepth: Sendable, Equatable {
    /// No escape codes at all: the sprite is drawn as a silhouette of half blocks.
    case none
    /// The xterm 256-colour palette (its 6×6×6 cube and grey ramp).
    case palette256
    /// 24-bit colour.
    case trueColor

    /// `--sprite auto|always|never`: colour where stdout is a TTY and `NO_COLOR` is unset (auto), always, or never.
    public enum Mode: String, CaseIterable, Sendable {
        case auto, always, never
    }

    /// The depth for `mode` on this terminal: 24-bit when `COLORTERM` is `truecolor` or `24bit`, else 256 colours.
    public static func resolve(
        _ mode: Mode, stdoutIsTTY: Bool, environment: (String) -> String? = Environment.value
    ) -> ColorDepth {
        switch mode {
        case .never: return .none
        case .auto:
            guard stdoutIsTTY, Terminal.colorAllowed(environment: environment) else { return .none }
        case .always: break
        }
        let colorTerm = (environment("COLORTERM") ?? "").lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
    }
}
