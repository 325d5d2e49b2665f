#!/usr/bin/env bash
# make bench: 'dex sync FOLDER' with nothing new (this machine and two others have synced; none changed anything
# since) against 'dex mark 25', measured in the same run on the same database, interleaved, as medians of many runs.
# Guard 3 (docs/performance.md, "Targets"): sync / mark <= 1.5.
set -euo pipefail
bin=$(realpath "${1:?usage: bench-sync.sh PATH_TO_DEX}")
here=$(cd "$(dirname "$0")" && pwd)
runs=${BENCH_RUNS:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shared=$work/shared
mkdir -p "$shared"

if ! "$bin" games --available --json | grep -q '"slug" : "firered"'; then
  export DEX_MANIFEST=$here/../Fixtures/mini.json
fi
# Three machines share the folder, each with catches and notes of its own, all synced.
for machine in a b c; do
  DEX_HOME=$work/$machine "$bin" add-game firered --starter bulbasaur --no-sprites >/dev/null
  DEX_HOME=$work/$machine "$bin" mark 1,25 >/dev/null
  DEX_HOME=$work/$machine "$bin" note 25 "from $machine" >/dev/null
done
for round in 1 2; do
  for machine in a b c; do DEX_HOME=$work/$machine "$bin" sync "$shared" >/dev/null; done
done
export DEX_HOME=$work/a
"$bin" sync "$shared" | grep -q '^Nothing new' # fails the bench early if the sync is not a no-op

declare -a sync_times mark_times
for ((i = 0; i < runs; i++)); do
  start=$EPOCHREALTIME; "$bin" mark 25 >/dev/null; end=$EPOCHREALTIME
  mark_times+=($(( (${end/./} - ${start/./}) )))
  # The mark is this machine's change: sync it once, untimed, so that the timed sync has nothing new.
  "$bin" sync "$shared" >/dev/null
  start=$EPOCHREALTIME; "$bin" sync "$shared" >/dev/null; end=$EPOCHREALTIME
  sync_times+=($(( (${end/./} - ${start/./}) )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
mark=$(median "${mark_times[@]}")
sync=$(median "${sync_times[@]}")
awk -v s="$sync" -v m="$mark" -v n="$runs" 'BEGIN {
  printf "dex mark 25:                    %.2f ms (median of %d)\n", m / 1000, n
  printf "dex sync (nothing new):         %.2f ms (median of %d)\n", s / 1000, n
  printf "sync / mark:                    %.2fx   guard 3, target <= 1.50x  %s\n", s / m, (s <= 1.5 * m) ? "ok" : "MISSED"
}'
