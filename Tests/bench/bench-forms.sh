#!/usr/bin/env bash
# Forms as entries, the largest lists:
#   dex add-game national --forms   under 50 ms, from an empty data folder (1,276 entries, the largest list)
#   dex list of it                  within 1.5x of dex mark 25 on the same data folder, in the same runs
#   dex mark "alolan vulpix"        within 2x of the floor: sqlite3 running the same UPDATE on the same file, with
#                                   Alolan Vulpix already caught (a name reads the whole list to match it)
set -euo pipefail
bin=${1:?usage: bench-forms.sh PATH_TO_DEX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
home="$work/home"

"$bin" add-game national --forms --no-sprites --home "$home" >/dev/null
"$bin" mark "alolan vulpix" --home "$home" >/dev/null
update="UPDATE pokemon SET isRegistered = 1 WHERE dexNumber = 37 AND form = 'alola' AND gameId = (SELECT id FROM games WHERE slug = 'national')"

for round in $(seq 5); do
  hyperfine --shell=none --warmup 3 --runs 20 --style none --export-json "$work/name-$round.json" \
    "$bin mark \"alolan vulpix\" --home $home" "sqlite3 $home/dex.sqlite \"$update\"" >/dev/null
done
# Twenty short rounds, so that machine noise, which drifts over seconds, falls on mark and list alike: in five rounds of
# twenty the ratio swung by a third between two runs of the script on an idle machine.
for round in $(seq 20); do
  hyperfine --shell=none --warmup 2 --runs 10 --style none --export-json "$work/read-$round.json" \
    "$bin mark 25 --home $home" "$bin list --home $home" >/dev/null
done
hyperfine --shell=none --warmup 3 --runs 30 --style none --export-json "$work/add.json" \
  --prepare "rm -rf $work/fresh" "$bin add-game national --forms --no-sprites --home $work/fresh" >/dev/null

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
ms = lambda xs: statistics.median(xs) * 1000
def pair(prefix):
    first, second = [], []
    for path in sorted(glob.glob(f"{work}/{prefix}-*.json")):
        results = json.load(open(path))["results"]
        first += results[0]["times"]
        second += results[1]["times"]
    return first, second
name, floor = pair("name")
ratio = ms(name) / ms(floor)
print(f"dex mark \"alolan vulpix\"       median {ms(name):6.2f} ms   ({len(name)} runs)")
print(f"sqlite3 UPDATE (floor)        median {ms(floor):6.2f} ms   ({len(floor)} runs)")
print(f"mark / floor                  {ratio:6.2f}x     target <= 2.00x  {'ok' if ratio <= 2 else 'MISSED'}")
mark, listing = pair("read")
ratio = ms(listing) / ms(mark)
print(f"dex list (national --forms)   median {ms(listing):6.2f} ms   = {ratio:4.2f}x mark 25   target <= 1.50x  {'ok' if ratio <= 1.5 else 'MISSED'}")
add = json.load(open(f"{work}/add.json"))["results"][0]["times"]
print(f"dex add-game national --forms median {ms(add):6.2f} ms   target < 50 ms  {'ok' if ms(add) < 50 else 'MISSED'}")
PY
