#!/usr/bin/env bash
# make bench: 'dex export --format html', the page to share, with every sprite cached from the loopback sprite server.
#  - a 400-Pokémon game (a quarter caught, each with a note, page written with --notes): the median wall time of
#    writing the page to a file, against its target (< 200 ms), with 'dex mark 25' on the same data folder beside it.
#  - the bundled 'national' game (1,025 Pokémon): the page's size, and the cached sprites' bytes it carries.
set -euo pipefail
bin=$(realpath "${1:?usage: bench-page.sh PATH_TO_DEX}")
here=$(cd "$(dirname "$0")" && pwd)
runs=${BENCH_RUNS:-30}
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
unset NO_COLOR DEX_MANIFEST

python3 "$here/../Support/sprite_server.py" > "$work/port" &
server=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.05; done
template="http://127.0.0.1:$(head -1 "$work/port")/{generation}/{sprite}.png"

python3 - "$work/manifest.json" <<'PY'
import json, sys
pokemon = [{"dexNumber": n, "regionalNumber": n, "name": f"Benchmon {n}", "notes": f"Route {n % 30}, level {n % 50}",
            "spriteSlug": f"benchmon-{n}", "excludedForStarters": []} for n in range(1, 401)]
game = {"slug": "bench", "name": "Pokémon Bench", "generation": 3, "spriteGeneration": "bench",
        "hasStarterChoice": False, "availableStarters": [], "pokemon": pokemon}
json.dump({"version": "bench-1", "games": [game]}, open(sys.argv[1], "w"))
PY
export DEX_HOME=$work/home
DEX_MANIFEST=$work/manifest.json "$bin" add-game bench --sprite-url "$template" >/dev/null 2>&1
cached=$(find "$DEX_HOME/sprites/bench" -name '*.png' | wc -l)
[ "$cached" -eq 400 ] || { echo "bench-page: $cached of 400 sprites cached"; exit 1; }
"$bin" mark 1-100 >/dev/null
for n in 1 50 99 150 300; do "$bin" note "$n" "seen near the <lake> & the \"cave\"" >/dev/null; done

declare -a page_times mark_times
for ((i = 0; i < runs; i++)); do
  start=$EPOCHREALTIME; "$bin" mark 25 >/dev/null; end=$EPOCHREALTIME
  mark_times+=($(( ${end/./} - ${start/./} )))
  start=$EPOCHREALTIME; "$bin" export --format html --notes -o "$work/bench.html" 2>/dev/null; end=$EPOCHREALTIME
  page_times+=($(( ${end/./} - ${start/./} )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
page=$(median "${page_times[@]}")
mark=$(median "${mark_times[@]}")
awk -v p="$page" -v m="$mark" -v n="$runs" -v size="$(stat -c %s "$work/bench.html")" 'BEGIN {
  printf "export --format html, 400 Pokémon:  %.1f ms (median of %d; target < 200 ms), %d bytes\n", p / 1000, n, size
  printf "dex mark 25, same data folder:      %.2f ms (page / mark: %.1fx)\n", m / 1000, p / m
}'

export DEX_HOME=$work/national
"$bin" add-game national --sprite-url "$template" >/dev/null 2>&1 || true
count=$(find "$DEX_HOME/sprites/national" -name '*.png' | wc -l)
sprites=$(find "$DEX_HOME/sprites/national" -name '*.png' -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
"$bin" export --format html -o "$work/national.html" 2>/dev/null
awk -v size="$(stat -c %s "$work/national.html")" -v count="$count" -v sprites="$sprites" 'BEGIN {
  printf "national page: %.2f MB for %d cached sprites of %.1f KB in all (%.0f bytes each); %.0f bytes a Pokémon besides its sprite\n",
    size / 1048576, count, sprites / 1024, sprites / count, (size - sprites * 4 / 3) / 1025
}'
