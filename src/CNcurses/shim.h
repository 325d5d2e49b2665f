#ifndef DEX_CNCURSES_SHIM_H
#define DEX_CNCURSES_SHIM_H

// The wide-character interface (get_wch, add_wch): names such as Flabébé and Nidoran♀, and the half blocks
// of sprites, are not single bytes.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <curses.h>

// What Swift cannot import from curses.h: macros built from other macros, and the screen's global variables
// (read through functions, so that Swift's strict concurrency never sees shared mutable state).

static inline WINDOW *dex_stdscr(void) { return stdscr; }
/// The terminal on stdin and stdout, as TERM names it; NULL when TERM is unknown (where initscr would exit).
static inline SCREEN *dex_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int dex_lines(void) { return LINES; }
static inline int dex_columns(void) { return COLS; }
static inline int dex_colors(void) { return COLORS; }
static inline int dex_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t dex_a_normal(void) { return A_NORMAL; }
static inline attr_t dex_a_bold(void) { return A_BOLD; }
static inline attr_t dex_a_dim(void) { return A_DIM; }
static inline attr_t dex_a_reverse(void) { return A_REVERSE; }
static inline attr_t dex_a_underline(void) { return A_UNDERLINE; }
static inline int dex_key_code_yes(void) { return KEY_CODE_YES; }

/// One wide character with its attributes and colour pair, drawn at the cursor.
static inline int dex_add_char(WINDOW *window, wchar_t character, attr_t attributes, int pair) {
    wchar_t text[2] = { character, 0 };
    cchar_t cell;
    if (setcchar(&cell, text, attributes, (short)(pair < 32767 ? pair : 0), &pair) != OK) return ERR;
    return wadd_wch(window, &cell);
}

#endif
