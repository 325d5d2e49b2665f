#!/usr/bin/env bash
# bench-sprites: `dex sprites fetch` against a loopback server that adds 50 ms to every response.
#   1. 386 sprites at concurrency 50, timed as a whole `dex` process (start-up, database and disk included),
#      against the ideal ceil(386/50) x 50 ms and against `curl --parallel --parallel-max 50` on the same URLs
#      (median of 5 runs each).
#   2. Peak memory (max RSS, from /usr/bin/time) of a 1,000- and a 10,000-sprite job.
# Guard 7 (docs/performance.md, "Targets"): within 1.25x of the ideal. curl's time and the peak memory are printed
# beside it, with no guard of their own.
set -euo pipefail
dex=$(realpath "${1:?usage: bench-sprites.sh PATH_TO_DEX}")
here=$(cd "$(dirname "$0")" && pwd)
server_script="$here/../Support/sprite_server.py"
work=$(mktemp -d)
servers=()
cleanup() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

# start_server LATENCY_MS: starts a server, sets $port.
start_server() {
  python3 "$server_script" --latency-ms "$1" > "$work/port.$1" &
  servers+=($!)
  for _ in $(seq 100); do [ -s "$work/port.$1" ] && break; sleep 0.05; done
  port=$(head -1 "$work/port.$1")
}

# manifest COUNT FILE: one game, "bench", with COUNT Pokémon whose sprites are sprite-1 ... sprite-COUNT.
manifest() {
  python3 - "$1" "$2" <<'PY'
import json, sys
count, path = int(sys.argv[1]), sys.argv[2]
pokemon = [{"dexNumber": n, "name": f"Sprite {n}", "notes": "", "spriteSlug": f"sprite-{n}", "excludedForStarters": []}
           for n in range(1, count + 1)]
game = {"slug": "bench", "name": "Bench", "generation": 3, "spriteGeneration": "bench", "hasStarterChoice": False,
        "availableStarters": [], "pokemon": pokemon}
json.dump({"version": "bench", "games": [game]}, open(path, "w"))
PY
}

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }

start_server 50
template="http://127.0.0.1:$port/{generation}/{sprite}.png"
manifest 386 "$work/386.json"
runs=5

# dex and curl alternate, so that load from anything else on the machine falls on both alike.
dex_times=()
curl_times=()
for run in $(seq $runs); do
  home="$work/home-$run"
  "$dex" add-game bench --manifest "$work/386.json" --home "$home" --no-sprites > /dev/null
  curl -fsS "http://127.0.0.1:$port/__reset" > /dev/null
  start=$(now_ms)
  "$dex" sprites fetch --home "$home" --concurrency 50 --sprite-url "$template" > /dev/null
  dex_times+=($(( $(now_ms) - start )))
  peak=$(curl -fsS "http://127.0.0.1:$port/__stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["max_in_flight"])')
  cached=$(find "$home/sprites/bench" -name '*.png' | wc -l)
  [ "$cached" -eq 386 ] || { echo "dex cached $cached of 386 sprites"; exit 1; }

  mkdir -p "$work/curl-$run"
  for n in $(seq 386); do
    echo "url = \"http://127.0.0.1:$port/bench/sprite-$n.png\""
    echo "output = \"$work/curl-$run/sprite-$n.png\""
  done > "$work/curl-$run.cfg"
  start=$(now_ms)
  curl --parallel --parallel-max 50 --no-progress-meter -f -K "$work/curl-$run.cfg"
  curl_times+=($(( $(now_ms) - start )))
done

ideal=$(( (386 + 49) / 50 * 50 ))
dex_ms=$(median "${dex_times[@]}")
curl_ms=$(median "${curl_times[@]}")
echo "386 sprites, 50 ms latency, concurrency 50 (median of $runs; runs: dex ${dex_times[*]} ms, curl ${curl_times[*]} ms)"
echo "  ideal ceil(386/50) x 50 ms   ${ideal} ms"
awk -v d="$dex_ms" -v c="$curl_ms" -v i="$ideal" -v p="$peak" 'BEGIN {
  printf "  dex sprites fetch            %d ms  = %.2fx ideal   guard 7, target <= 1.25x  %s   server saw %d in flight at most\n",
    d, d / i, (d <= 1.25 * i) ? "ok" : "MISSED", p
  printf "  curl --parallel-max 50       %d ms  = %.2fx ideal; dex takes %.2fx curl'"'"'s time\n", c, c / i, d / c
}'

# Peak memory: the same job at 1,000 and 10,000 sprites, against a server without added latency.
start_server 0
template="http://127.0.0.1:$port/{generation}/{sprite}.png"
for count in 1000 10000; do
  manifest "$count" "$work/$count.json"
  home="$work/mem-$count"
  "$dex" add-game bench --manifest "$work/$count.json" --home "$home" --no-sprites > /dev/null
  start=$(now_ms)
  /usr/bin/time -f '%M' -o "$work/rss-$count" "$dex" sprites fetch --home "$home" --concurrency 50 --sprite-url "$template" > /dev/null
  elapsed=$(( $(now_ms) - start ))
  cached=$(find "$home/sprites/bench" -name '*.png' | wc -l)
  awk -v n="$count" -v k="$(cat "$work/rss-$count")" -v t="$elapsed" -v c="$cached" 'BEGIN {
    printf "  %5d sprites: peak RSS %.1f MB, %d cached in %d ms\n", n, k / 1024, c, t }'
done
awk -v a="$(cat "$work/rss-1000")" -v b="$(cat "$work/rss-10000")" 'BEGIN {
  printf "  growth from 1,000 to 10,000 sprites: %.1f MB\n", (b - a) / 1024 }'
