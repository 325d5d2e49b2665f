#!/usr/bin/env bash
# make bench: 'dex show 25' with its sprite cached (drawn in 24-bit colour) against 'dex mark 25',
# measured in the same run on the same database, interleaved, as medians of many runs.
# Guard 2 (docs/performance.md, "Targets"): show / mark <= 2.
set -euo pipefail
bin=$(realpath "${1:?usage: bench-show.sh PATH_TO_DEX}")
here=$(cd "$(dirname "$0")" && pwd)
runs=${BENCH_RUNS:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export DEX_HOME=$work/home
unset NO_COLOR

# The bundled manifest when it has FireRed, else the test fixture (the timing does not depend on which).
if ! "$bin" games --available --json | grep -q '"slug" : "firered"'; then
  export DEX_MANIFEST=$here/../Fixtures/mini.json
fi
"$bin" add-game firered --starter bulbasaur --no-sprites >/dev/null

# A 64×64 RGBA sprite drawn like a FireRed one (outline, two shades, details), cached where dex keeps sprites.
mkdir -p "$DEX_HOME/sprites/firered"
echo 'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAABpElEQVR42u2awQ3CMAxFO0KPjMEIjMFIjMFIHBmBEbiBilQRRXHqpI7zndpShFQpJe+ldVo30+Th4eFhNOZ5/lDt0AIc3gU4vCe+YbNu99mXHkBJX5hLv3YgqT7vx5l9Lqh7fx182FKDiWG5LQbk/h+UgFLonAzqePeMTA1KCj4nBWZZ4s7YcPAaMw0Nz5VQKwn23i+RsBxfomYVoPqZEUCt+yVLYKof7HP/loTa5wDzeUA6B5hNhkOvBC4gEPC6/JsEcHw+aAHhYCUkpM4HXf1JSZAUYKL0FUuQEmCq7rdKkMoBZuBrHnpaZ321ClKrZVBCQPMlFLUGoPIegfoApPIegVwQaS5AG74EYsjZ54IMDc8BOrQAtQIKogDV6hGaAPUKMrKA5/30a8PCU5/hVvCm8GhXwPIbgqvAu4BOAlKgXeC1BcSQVFPfK4QA3U1AjYTb9bR5rAa8C3ypgBx8CLIc48B2hy+RQMHHYFx41TrfXgmpS3wvvMnvgjlQ8/CUhNqEZhI+rsFLgZvdBb5HxFDb36n9vSHoYff9Tx4eHh4eHl3jC7nud2QciUe2AAAAAElFTkSuQmCC' | base64 -d > "$DEX_HOME/sprites/firered/pikachu.png"
"$bin" show 25 --sprite always >/dev/null   # fails the bench early if the sprite cannot be drawn

# Median wall time in microseconds of the given command lines, run in turn $runs times each.
declare -a show_times mark_times
for ((i = 0; i < runs; i++)); do
  start=$EPOCHREALTIME; "$bin" mark 25 >/dev/null; end=$EPOCHREALTIME
  mark_times+=($(( (${end/./} - ${start/./}) )))
  start=$EPOCHREALTIME; COLORTERM=truecolor "$bin" show 25 --sprite always >/dev/null; end=$EPOCHREALTIME
  show_times+=($(( (${end/./} - ${start/./}) )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
mark=$(median "${mark_times[@]}")
show=$(median "${show_times[@]}")
awk -v s="$show" -v m="$mark" -v n="$runs" 'BEGIN {
  printf "dex mark 25:                    %.2f ms (median of %d)\n", m / 1000, n
  printf "dex show 25 (sprite, 24-bit):   %.2f ms (median of %d)\n", s / 1000, n
  printf "show / mark:                    %.2fx   guard 2, target <= 2.00x  %s\n", s / m, (s <= 2 * m) ? "ok" : "MISSED"
}'
