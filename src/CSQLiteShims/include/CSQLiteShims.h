#ifndef CSQLITESHIMS_H
#define CSQLITESHIMS_H

/// Keeps SQLite from checkpointing the WAL when the last connection closes: dex checkpoints after each write
/// itself (DatabaseAccess), so the one on close would find nothing to copy, yet it would delete the -wal and
/// -shm files that the next `dex` run has to create again.
/// Takes the `sqlite3 *` as `void *` so this header need not include sqlite3.h next to GRDB's.
/// (sqlite3_db_config is variadic, which Swift cannot call.)
int dex_sqlite3_disable_checkpoint_on_close(void *db);

#endif
