#!/usr/bin/env bash
# dex plan's guard (docs/performance.md, "Targets"):
#   guard 8  dex plan <= 2x dex list of the same game (FireRed, with LeafGreen and the national dex tracked beside it,
#            some caught in each), in the same hyperfine runs
set -euo pipefail
bin=${1:?usage: bench-plan.sh PATH_TO_DEX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
home="$work/home"

"$bin" add-game firered --starter bulbasaur --no-sprites --home "$home" >/dev/null
"$bin" add-game leafgreen --starter charmander --no-sprites --home "$home" >/dev/null
"$bin" add-game national --no-sprites --home "$home" >/dev/null
"$bin" --game firered mark 1-3 16 19 25 133 --home "$home" >/dev/null
"$bin" --game leafgreen mark 4 23 27 --home "$home" >/dev/null
"$bin" use firered --home "$home" >/dev/null

# Alternate the two in short rounds, so that machine noise, which drifts over seconds, falls on both alike.
for round in $(seq 5); do
  hyperfine --shell=none --warmup 3 --runs 20 --style none --export-json "$work/plan-$round.json" \
    "$bin list --home $home" "$bin plan --home $home" >/dev/null
done

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
ms = lambda xs: statistics.median(xs) * 1000
times = [[], []]
for path in sorted(glob.glob(f"{work}/plan-*.json")):
    for i, result in enumerate(json.load(open(path))["results"]):
        times[i] += result["times"]
listing, plan = times
ratio = ms(plan) / ms(listing)
print(f"dex list (firered)            median {ms(listing):6.2f} ms   ({len(listing)} runs)")
verdict = "ok" if ratio <= 2 else "MISSED"
print(f"dex plan (firered)            median {ms(plan):6.2f} ms   = {ratio:4.2f}x list   guard 8, target <= 2.00x  {verdict}")
PY
