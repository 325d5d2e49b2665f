#ifndef CSQLITESHIMS_H
#define CSQLITESHIMS_H

/// Keeps SQLite from checkpointing the WAL when the last connection closes, which costs two fsyncs
/// and an unlink on every `dex` run. SQLite still checkpoints automatically as the WAL grows.
/// Takes the `sqlite3 *` as `void *` so this header need not include sqlite3.h next to GRDB's.
/// (sqlite3_db_config is variadic, which Swift cannot call.)
int dex_sqlite3_disable_checkpoint_on_close(void *db);

#endif
