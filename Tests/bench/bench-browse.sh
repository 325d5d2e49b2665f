#!/usr/bin/env bash
# make bench: 'dex browse' on a 400-Pokémon game, in a real terminal (a private tmux server).
#  - first screen: the wall time of 'dex browse' with DEX_BROWSE_QUIT_AFTER_FIRST_SCREEN=1, which ends browse
#    as soon as its first screen is written; measured from the pane's own shell, so it includes starting the
#    process, reading the game, setting up the terminal, drawing, and giving the terminal back. Target < 50 ms.
#  - key -> redraw: measured inside dex (DEX_BROWSE_TIMINGS), from the moment a key is read to the moment the
#    redraw has been written to the terminal, for keys sent by 'tmux send-keys' (moves, pages, searches, marks,
#    the box view). tmux's own delay in passing keys on is not part of it. Target < 16 ms.
set -euo pipefail
bin=$(realpath "${1:?usage: bench-browse.sh PATH_TO_DEX}")
runs=${BENCH_RUNS:-30}
work=$(mktemp -d)
socket="dex-bench-browse-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() {
  local pane
  pane=$(tmux_ display -p '#{pane_pid}' 2>/dev/null || true)
  [ -n "$pane" ] && kill -9 "$pane" 2>/dev/null
  tmux_ kill-server 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
export DEX_HOME=$work/home LANG=C.UTF-8
unset NO_COLOR DEX_MANIFEST

# A game of 400 Pokémon, each with a one-line note, a quarter of them caught.
python3 - "$work/manifest.json" <<'PY'
import json, sys
pokemon = [{"dexNumber": n, "regionalNumber": n, "name": f"Benchmon {n}", "notes": f"Route {n % 30}, level {n % 50}",
            "spriteSlug": f"benchmon-{n}", "excludedForStarters": []} for n in range(1, 401)]
game = {"slug": "bench", "name": "Pokémon Bench", "generation": 3, "spriteGeneration": "bench",
        "hasStarterChoice": False, "availableStarters": [], "pokemon": pokemon}
json.dump({"version": "bench-1", "games": [game]}, open(sys.argv[1], "w"))
PY
DEX_MANIFEST=$work/manifest.json "$bin" add-game bench --no-sprites >/dev/null
"$bin" mark 1-100 >/dev/null

# The pane runs this script: $runs timed starts to the first screen, then one session fed keys, timed inside.
cat > "$work/pane.sh" <<SH
for i in \$(seq $runs); do
  start=\$EPOCHREALTIME
  DEX_BROWSE_QUIT_AFTER_FIRST_SCREEN=1 "$bin" browse
  end=\$EPOCHREALTIME
  echo \$(( \${end/./} - \${start/./} )) >> "$work/first-screen"
done
DEX_BROWSE_TIMINGS="$work/keys" "$bin" browse
echo done > "$work/finished"
exec sleep 600
SH
tmux_ new-session -d -x 120 -y 40 "bash $work/pane.sh"

wait_for() { # file, seconds
  for ((i = 0; i < $2 * 20; i++)); do [ -e "$1" ] && return 0; sleep 0.05; done
  echo "bench-browse: timed out waiting for $1" >&2; exit 1
}
screen_has() { tmux_ capture-pane -p | grep -q "$1"; }
wait_screen() {
  for ((i = 0; i < 200; i++)); do screen_has "$1" && return 0; sleep 0.05; done
  echo "bench-browse: the screen never showed '$1'" >&2; tmux_ capture-pane -p >&2; exit 1
}
# The session starts once the timed starts are done; each key is sent after the previous redraw shows.
for ((i = 0; i < 600; i++)); do [ -e "$work/first-screen" ] && [ "$(wc -l < "$work/first-screen")" -ge "$runs" ] && break; sleep 0.05; done
wait_screen "100/400 caught"
keys=0
send() { tmux_ send-keys "$@"; keys=$((keys + 1)); sleep 0.02; }
for ((i = 0; i < 40; i++)); do send j; done
for ((i = 0; i < 10; i++)); do send PageDown; done
send End; send Home
for ((i = 0; i < 10; i++)); do send Space; send j; done
wait_screen "90/400 caught"
send m; send m; send m
send /; for c in b e n c h m o n 3 9; do send "$c"; done; send Enter; send Escape
send b; for ((i = 0; i < 20; i++)); do send Down; send Right; done; send b
send q
wait_for "$work/finished" 20

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
first=$(median < "$work/first-screen")
key_median=$(awk '{ print $2 }' "$work/keys" | median)
key_max=$(awk '{ print $2 }' "$work/keys" | sort -n | tail -1)
key_count=$(wc -l < "$work/keys")
awk -v f="$first" -v n="$runs" -v m="$key_median" -v x="$key_max" -v k="$key_count" 'BEGIN {
  printf "dex browse, first screen (400 Pokémon):   %.2f ms (median of %d starts; target < 50 ms)\n", f / 1000, n
  printf "dex browse, key -> redraw written:        %.3f ms median, %.3f ms worst (%d keys; target < 16 ms)\n", m / 1000, x / 1000, k
}'
