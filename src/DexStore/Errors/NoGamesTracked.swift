/// What a query throws when no game is tracked. A query knows its connection, not the data folder it reads, so
/// `DatabaseFailure`, which knows the file, turns this into `StoreError.noGamesTracked(folder:)`, naming the folder.
struct NoGamesTracked: Error {}
