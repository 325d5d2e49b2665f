#!/usr/bin/env bash
# Forms as entries, the largest list (national --forms, 1,284 entries); its guards (docs/performance.md, "Targets"),
# each a ratio of medians measured in one run on one data folder:
#   guard 1  dex mark "alolan vulpix" <= 3x the floor: sqlite3 running the same UPDATE on the same file, with
#            Alolan Vulpix already caught (a name reads the whole list to match it)
#   guard 2  dex list of it <= 2x dex mark 25, in the same hyperfine runs
#   guard 6  dex add-game national --forms, from an empty data folder, <= 20x dex mark 25, in the same hyperfine runs
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
# add-game from an empty data folder against 'dex mark 25' on the national one, in the same rounds. The folder is
# removed before every run of each command, so the mark's runs pay for the same removal as the add-game's.
for round in $(seq 5); do
  hyperfine --shell=none --warmup 2 --runs 6 --style none --export-json "$work/add-$round.json" \
    --prepare "rm -rf $work/fresh" "$bin mark 25 --home $home" \
    "$bin add-game national --forms --no-sprites --home $work/fresh" >/dev/null
done

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
ms = lambda xs: statistics.median(xs) * 1000
verdict = lambda ok: "ok" if ok else "MISSED"
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
print(f"mark / floor                  {ratio:6.2f}x     guard 1, target <= 3.00x  {verdict(ratio <= 3)}")
mark, listing = pair("read")
ratio = ms(listing) / ms(mark)
print(f"dex list (national --forms)   median {ms(listing):6.2f} ms   = {ratio:4.2f}x mark 25   guard 2, target <= 2.00x  {verdict(ratio <= 2)}")
mark, add = pair("add")
ratio = ms(add) / ms(mark)
print(f"dex mark 25 (add-game rounds) median {ms(mark):6.2f} ms   ({len(mark)} runs)")
print(f"dex add-game national --forms median {ms(add):6.2f} ms   = {ratio:5.2f}x mark 25   guard 6, target <= 20.00x  {verdict(ratio <= 20)}")
PY
