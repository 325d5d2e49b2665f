#ifndef DEX_CSQLITE_SHIM_H
#define DEX_CSQLITE_SHIM_H

// The session extension (sqlite3session_*, sqlite3changeset_*), which `dex sync` records and applies changes with:
// Debian's libsqlite3 is built with it, but sqlite3.h declares it only with these defined.
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>
#include <pthread.h>
#include <stdint.h>

// These wrap what Swift cannot import from sqlite3.h: variadic functions and macros that cast.

/// SQLITE_TRANSIENT, the destructor that tells SQLite to copy a bound text or blob at once.
static inline sqlite3_destructor_type dex_sqlite3_transient(void) { return SQLITE_TRANSIENT; }

/// Keeps SQLite from checkpointing the WAL when the last connection closes (two fsyncs and an unlink).
/// SQLite still checkpoints automatically as the WAL grows.
static inline int dex_sqlite3_set_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1, (int *)0);
}

/// Makes "name" always an identifier, never a string literal, in both DML and DDL (as GRDB does).
static inline int dex_sqlite3_disable_double_quoted_strings(sqlite3 *db) {
    int code = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
    if (code != SQLITE_OK) return code;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
}

/// Stops SQLite counting the memory it holds (for sqlite3_memory_used and soft heap limits, which dex does not use):
/// counting takes a global mutex on every allocation. Effective only before SQLite initialises; later it returns
/// SQLITE_MISUSE and changes nothing.
static inline int dex_sqlite3_disable_memory_status(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

/// The calling thread, to refuse a nested database access on the same thread instead of deadlocking.
static inline uintptr_t dex_current_thread_id(void) { return (uintptr_t)pthread_self(); }

#endif
