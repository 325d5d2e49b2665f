#!/usr/bin/env bash
# The tracker's speed targets (issue 2), measured in one run on one database:
#   dex mark 25                     within 2x of the floor: sqlite3 running the same UPDATE on the same file
#   dex add-game firered (Bulbasaur) under 50 ms, from an empty data folder, manifest parsed and validated
set -euo pipefail
bin=${1:?usage: bench-tracker.sh PATH_TO_DEX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
home="$work/home"

"$bin" add-game firered --starter bulbasaur --no-sprites --home "$home" >/dev/null
update="UPDATE pokemon SET isRegistered = 1 WHERE dexNumber = 25 AND gameId = (SELECT id FROM games WHERE slug = 'firered')"

# Alternate the two commands in ten short rounds so that machine noise, which drifts over seconds,
# falls on both alike.
for round in $(seq 10); do
  hyperfine --shell=none --warmup 3 --runs 30 --style none --export-json "$work/mark-$round.json" \
    "$bin mark 25 --home $home" "sqlite3 $home/dex.sqlite \"$update\"" >/dev/null
done
hyperfine --shell=none --warmup 3 --runs 40 --style none --export-json "$work/add.json" \
  --prepare "rm -rf $work/fresh" "$bin add-game firered --starter bulbasaur --no-sprites --home $work/fresh" >/dev/null

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
mark, floor = [], []
for path in sorted(glob.glob(f"{work}/mark-*.json")):
    results = json.load(open(path))["results"]
    mark += results[0]["times"]
    floor += results[1]["times"]
add = json.load(open(f"{work}/add.json"))["results"][0]["times"]
ms = lambda xs: statistics.median(xs) * 1000
ratio = ms(mark) / ms(floor)
print(f"dex mark 25            median {ms(mark):6.2f} ms   ({len(mark)} runs)")
print(f"sqlite3 UPDATE (floor) median {ms(floor):6.2f} ms   ({len(floor)} runs)")
print(f"mark / floor           {ratio:6.2f}x     target <= 2.00x  {'ok' if ratio <= 2 else 'MISSED'}")
print(f"dex add-game firered   median {ms(add):6.2f} ms   target < 50 ms  {'ok' if ms(add) < 50 else 'MISSED'}")
PY
