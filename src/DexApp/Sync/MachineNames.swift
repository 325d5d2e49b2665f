import DexStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `dex sync` names machines to the player: by the name each machine gave itself (its host name, or one set with
/// `dex sync --name`), never by its id, which only its file's name keeps.
public struct MachineNames: Sendable {
    let own: String?
    let names: [String: String]

    init(own: String?, _ names: [String: String]) {
        self.own = own
        self.names = names
    }

    /// The name of `machine`, or, for a machine whose dex writes none, "a machine" and the start of its id.
    func name(_ machine: String) -> String {
        names[machine] ?? "an unnamed machine (\(machine.prefix(8)))"
    }

    /// "here" for this machine, else its name.
    func place(_ machine: String) -> String {
        machine == own ? "here" : "on \(name(machine))"
    }

    /// This computer's host name, as a machine's name: the first label, cut to the longest name allowed; "" when
    /// there is none.
    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        let host = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = String(host.prefix { $0 != "." }.prefix(SyncMachineName.maximumLength))
        return SyncMachineName.problem(with: name) == nil ? name : ""
    }

    /// Checks a name given with `dex sync --name`.
    public static func validate(_ name: String) throws -> String {
        if let problem = SyncMachineName.problem(with: name) { throw SyncError.invalidMachineName(name, problem: problem) }
        return name
    }
}
