#ifndef DEX_CNCURSES_SHIM_H
#define DEX_CNCURSES_SHIM_H

// The wide-character interface (get_wch, add_wch): names such as Flabébé and Nidoran♀, and the half blocks
// of sprites, are not single bytes.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <dlfcn.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>

// ncurses is opened with dlopen when `dex browse` starts (CursesScreen.swift) instead of being linked: linking
// libncursesw and libtinfo made every other command pay for loading them (`dex mark 25` ran 7.5% more
// instructions, docs/performance.md). `dex_ncurses` holds the functions and variables browse uses; Swift calls them
// through the wrappers below, which also stand in for macros Swift cannot import. A system-library target has
// no .c files, so everything here is `static inline` and keeps no state of its own.
typedef struct dex_ncurses {
    SCREEN *(*newterm)(const char *type, FILE *output, FILE *input);
    int (*endwin)(void);
    void (*delscreen)(SCREEN *screen);
    int (*cbreak)(void);
    int (*noecho)(void);
    int (*keypad)(WINDOW *window, bool on);
    int (*set_escdelay)(int milliseconds);
    void (*wtimeout)(WINDOW *window, int milliseconds);
    int (*curs_set)(int visibility);
    bool (*has_colors)(void);
    int (*start_color)(void);
    int (*use_default_colors)(void);
    int (*init_extended_pair)(int pair, int foreground, int background);
    int (*wget_wch)(WINDOW *window, wint_t *code);
    int (*werase)(WINDOW *window);
    int (*wmove)(WINDOW *window, int y, int x);
    int (*setcchar)(cchar_t *cell, const wchar_t *text, attr_t attributes, short pair, void *options);
    int (*wadd_wch)(WINDOW *window, const cchar_t *cell);
    int (*wnoutrefresh)(WINDOW *window);
    int (*doupdate)(void);
    int (*resize_term)(int lines, int columns);
    int (*clearok)(WINDOW *window, bool on);
    WINDOW **stdscr;
    WINDOW **curscr;
    int *lines;
    int *columns;
    int *colors;
    int *color_pairs;
} dex_ncurses;

// Opens ncurses and fills `api`. Returns 0, or -1 when the library or one of its symbols is missing.
static inline int dex_ncurses_load(dex_ncurses *api) {
#ifdef __APPLE__
    void *library = dlopen("libncurses.dylib", RTLD_NOW | RTLD_LOCAL);
#else
    void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
#endif
    if (!library) return -1;
    // POSIX's way to store dlsym's object pointer into a function pointer.
#define DEX_NCURSES_LOOK_UP(field, name) if (!(*(void **)&api->field = dlsym(library, name))) return -1
    DEX_NCURSES_LOOK_UP(newterm, "newterm");
    DEX_NCURSES_LOOK_UP(endwin, "endwin");
    DEX_NCURSES_LOOK_UP(delscreen, "delscreen");
    DEX_NCURSES_LOOK_UP(cbreak, "cbreak");
    DEX_NCURSES_LOOK_UP(noecho, "noecho");
    DEX_NCURSES_LOOK_UP(keypad, "keypad");
    DEX_NCURSES_LOOK_UP(set_escdelay, "set_escdelay");
    DEX_NCURSES_LOOK_UP(wtimeout, "wtimeout");
    DEX_NCURSES_LOOK_UP(curs_set, "curs_set");
    DEX_NCURSES_LOOK_UP(has_colors, "has_colors");
    DEX_NCURSES_LOOK_UP(start_color, "start_color");
    DEX_NCURSES_LOOK_UP(use_default_colors, "use_default_colors");
    DEX_NCURSES_LOOK_UP(init_extended_pair, "init_extended_pair");
    DEX_NCURSES_LOOK_UP(wget_wch, "wget_wch");
    DEX_NCURSES_LOOK_UP(werase, "werase");
    DEX_NCURSES_LOOK_UP(wmove, "wmove");
    DEX_NCURSES_LOOK_UP(setcchar, "setcchar");
    DEX_NCURSES_LOOK_UP(wadd_wch, "wadd_wch");
    DEX_NCURSES_LOOK_UP(wnoutrefresh, "wnoutrefresh");
    DEX_NCURSES_LOOK_UP(doupdate, "doupdate");
    DEX_NCURSES_LOOK_UP(resize_term, "resize_term");
    DEX_NCURSES_LOOK_UP(clearok, "clearok");
    DEX_NCURSES_LOOK_UP(curscr, "curscr");
    DEX_NCURSES_LOOK_UP(stdscr, "stdscr");
    DEX_NCURSES_LOOK_UP(lines, "LINES");
    DEX_NCURSES_LOOK_UP(columns, "COLS");
    DEX_NCURSES_LOOK_UP(colors, "COLORS");
    DEX_NCURSES_LOOK_UP(color_pairs, "COLOR_PAIRS");
#undef DEX_NCURSES_LOOK_UP
    return 0;
}

/// The terminal on stdin and stdout, as TERM names it; NULL when TERM is unknown (where initscr would exit).
static inline SCREEN *dex_newterm(const dex_ncurses *api) { return api->newterm(NULL, stdout, stdin); }
static inline void dex_endwin(const dex_ncurses *api, SCREEN *screen) { api->endwin(); api->delscreen(screen); }

/// cbreak without echo, keys decoded, Esc alone after 25 ms, a key wait of at most `timeout` ms, no cursor.
static inline void dex_set_modes(const dex_ncurses *api, int timeout) {
    WINDOW *window = *api->stdscr;
    api->cbreak();
    api->noecho();
    api->keypad(window, TRUE);
    api->set_escdelay(25);
    api->wtimeout(window, timeout);
    api->curs_set(0);
}

/// Starts colour with the terminal's own default colours (-1) and pair 1 as green on the default; returns false
/// when the terminal has no colour.
static inline bool dex_start_color(const dex_ncurses *api) {
    if (!api->has_colors()) return FALSE;
    api->start_color();
    api->use_default_colors();
    api->init_extended_pair(1, COLOR_GREEN, -1);
    return TRUE;
}

static inline int dex_init_pair(const dex_ncurses *api, int pair, int foreground, int background) {
    return api->init_extended_pair(pair, foreground, background);
}
static inline int dex_curs_set(const dex_ncurses *api, int visibility) { return api->curs_set(visibility); }
static inline int dex_lines(const dex_ncurses *api) { return *api->lines; }
static inline int dex_columns(const dex_ncurses *api) { return *api->columns; }
static inline int dex_colors(const dex_ncurses *api) { return *api->colors; }
static inline int dex_color_pairs(const dex_ncurses *api) { return *api->color_pairs; }
static inline int dex_get_wch(const dex_ncurses *api, wint_t *code) { return api->wget_wch(*api->stdscr, code); }
static inline int dex_erase(const dex_ncurses *api) { return api->werase(*api->stdscr); }
static inline int dex_move(const dex_ncurses *api, int y, int x) { return api->wmove(*api->stdscr, y, x); }
static inline int dex_refresh(const dex_ncurses *api) { api->wnoutrefresh(*api->stdscr); return api->doupdate(); }
/// The terminal's new size, after a SIGWINCH browse handled itself; the next refresh repaints the whole screen, since
/// the terminal may have moved or dropped what it showed.
static inline int dex_resize_term(const dex_ncurses *api, int lines, int columns) {
    int result = api->resize_term(lines, columns);
    api->clearok(*api->curscr, TRUE);
    return result;
}

/// One wide character with its attributes and colour pair, drawn at the cursor.
static inline int dex_add_char(const dex_ncurses *api, wchar_t character, attr_t attributes, int pair) {
    wchar_t text[2] = { character, 0 };
    cchar_t cell;
    if (api->setcchar(&cell, text, attributes, 0, &pair) != OK) return ERR;
    return api->wadd_wch(*api->stdscr, &cell);
}

/// Installs `handler` for `number` without SA_RESTART, so that the signal cuts short the wait for a key.
static inline int dex_handle_signal(int number, void (*handler)(int)) {
    struct sigaction action;
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(number, &action, NULL);
}

static inline attr_t dex_a_normal(void) { return A_NORMAL; }
static inline attr_t dex_a_bold(void) { return A_BOLD; }
static inline attr_t dex_a_dim(void) { return A_DIM; }
static inline attr_t dex_a_reverse(void) { return A_REVERSE; }
static inline int dex_key_code_yes(void) { return KEY_CODE_YES; }

#endif
