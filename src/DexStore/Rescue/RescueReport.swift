/// What `DatabaseRescue` could not carry over from a damaged database, table by table.
public struct RescueReport: Sendable, Equatable {
    /// The rows of one table that could not be read, or were dropped because what they belong to was lost.
    public struct Loss: Sendable, Equatable {
        public var table: String
        /// The rows known to be lost.
        public var rows: Int
        /// Whether more may be lost than `rows`: a run of the table could not be read, and no index listed its rows.
        public var mayBeMore: Bool

        public init(table: String, rows: Int, mayBeMore: Bool) {
            self.table = table
            self.rows = rows
            self.mayBeMore = mayBeMore
        }
    }

    /// The tables that lost rows, in the order of the schema; empty when everything was read.
    public var losses: [Loss]

    public var lostNothing: Bool { losses.isEmpty }
}
