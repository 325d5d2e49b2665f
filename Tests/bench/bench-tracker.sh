#!/usr/bin/env bash
# The tracker's guards (docs/performance.md, "Targets"), each a ratio of medians measured in one run on one database:
#   guard 1  dex mark 25 <= 3x the floor: sqlite3 running the same UPDATE on the same file, both when #025 is
#            already caught (dex reads, finds nothing to change and commits nothing) and when it is not (dex writes
#            and checkpoints; each run is prepared by un-catching #025 with sqlite3, for dex and the floor alike);
#            and dex mark 25 --shiny <= 3x the floor: sqlite3 running the UPDATE that also sets isShiny, both when
#            #025 is already caught shiny and when it is not (un-caught before each run)
#   guard 2  each read command (list, list --shiny, progress, games, show 25) <= 2x dex mark 25 (already caught),
#            all on the same data folder, in the same hyperfine runs
#   guard 6  dex add-game sword (Grookey), from an empty data folder, the largest game's line (7,600 ways),
#            <= 20x dex mark 25 (already caught), in the same hyperfine runs
# dex add-game firered (Bulbasaur) is measured in those runs too and printed as a ratio to mark, with no guard.
set -euo pipefail
bin=${1:?usage: bench-tracker.sh PATH_TO_DEX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
home="$work/home"

"$bin" add-game firered --starter bulbasaur --no-sprites --home "$home" >/dev/null
# The game downloads the sprites a mark brings in, as one added with its sprites does (a --no-sprites game's shiny mark
# would skip the look at the cache), and Pikachu's shiny sprite is cached, so a shiny mark measures the database's work
# and that look: a mark that makes a catch shiny fetches that sprite when it is missing, which bench-sprites measures.
sqlite3 "$home/dex.sqlite" "UPDATE games SET downloadsSprites = 1"
mkdir -p "$home/sprites/firered/shiny"
echo 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' | base64 -d \
  > "$home/sprites/firered/shiny/pikachu.png"
update="UPDATE pokemon SET isRegistered = 1 WHERE dexNumber = 25 AND gameId = (SELECT id FROM games WHERE slug = 'firered')"
uncatch="UPDATE pokemon SET isRegistered = 0, isShiny = 0 WHERE dexNumber = 25"
shiny="UPDATE pokemon SET isRegistered = 1, isShiny = 1 WHERE dexNumber = 25 AND gameId = (SELECT id FROM games WHERE slug = 'firered')"
unshiny="UPDATE pokemon SET isRegistered = 0, isShiny = 0 WHERE dexNumber = 25"

# Alternate the two commands in ten short rounds so that machine noise, which drifts over seconds,
# falls on both alike.
for round in $(seq 10); do
  hyperfine --shell=none --warmup 3 --runs 30 --style none --export-json "$work/mark-$round.json" \
    "$bin mark 25 --home $home" "sqlite3 $home/dex.sqlite \"$update\"" >/dev/null
  hyperfine --shell=none --warmup 3 --runs 15 --style none --export-json "$work/change-$round.json" \
    --prepare "sqlite3 $home/dex.sqlite \"$uncatch\"" \
    "$bin mark 25 --home $home" "sqlite3 $home/dex.sqlite \"$update\"" >/dev/null
  hyperfine --shell=none --warmup 3 --runs 30 --style none --export-json "$work/shiny-$round.json" \
    "$bin mark 25 --shiny --home $home" "sqlite3 $home/dex.sqlite \"$shiny\"" >/dev/null
  hyperfine --shell=none --warmup 3 --runs 15 --style none --export-json "$work/shinychange-$round.json" \
    --prepare "sqlite3 $home/dex.sqlite \"$unshiny\"" \
    "$bin mark 25 --shiny --home $home" "sqlite3 $home/dex.sqlite \"$shiny\"" >/dev/null
done
# The read commands against 'dex mark 25' (which finds Pikachu already caught), in the same rounds. No sprite is
# cached: 'show' prints the card and says so (bench-show.sh draws one).
for round in $(seq 5); do
  hyperfine --shell=none --warmup 3 --runs 20 --style none --export-json "$work/read-$round.json" \
    "$bin mark 25 --home $home" "$bin list --home $home" "$bin list --shiny --home $home" "$bin progress --home $home" \
    "$bin games --home $home" "$bin show 25 --home $home" >/dev/null
done
# add-game from an empty data folder against 'dex mark 25' on the tracked one, in the same rounds. The folder is
# removed before every run of each command, so the mark's runs pay for the same removal as the add-games'.
for round in $(seq 5); do
  hyperfine --shell=none --warmup 2 --runs 8 --style none --export-json "$work/add-$round.json" \
    --prepare "rm -rf $work/fresh" "$bin mark 25 --home $home" \
    "$bin add-game firered --starter bulbasaur --no-sprites --home $work/fresh" \
    "$bin add-game sword --starter grookey --no-sprites --home $work/fresh" >/dev/null
done

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
ms = lambda xs: statistics.median(xs) * 1000
verdict = lambda ok: "ok" if ok else "MISSED"
def columns(prefix):
    """Each command's times over the rounds, in the order hyperfine ran them."""
    times = []
    for path in sorted(glob.glob(f"{work}/{prefix}-*.json")):
        for i, result in enumerate(json.load(open(path))["results"]):
            if i == len(times):
                times.append([])
            times[i] += result["times"]
    return times
for prefix, label in (("mark", "already caught"), ("change", "a change"), ("shiny", "--shiny caught"), ("shinychange", "--shiny change")):
    dex, floor = columns(prefix)
    ratio = ms(dex) / ms(floor)
    print(f"dex mark 25, {label:<15}median {ms(dex):6.2f} ms   ({len(dex)} runs)")
    print(f"sqlite3 UPDATE (floor)        median {ms(floor):6.2f} ms   ({len(floor)} runs)")
    print(f"mark / floor                  {ratio:6.2f}x     guard 1, target <= 3.00x  {verdict(ratio <= 3)}")
reads = {}
for path in sorted(glob.glob(f"{work}/read-*.json")):
    for result in json.load(open(path))["results"]:
        words = result["command"].split()
        reads.setdefault(" ".join(words[1:words.index("--home")]), []).extend(result["times"])
mark = reads.pop("mark 25")
print(f"dex mark 25 (read rounds)     median {ms(mark):6.2f} ms   ({len(mark)} runs)")
for name, times in reads.items():
    ratio = ms(times) / ms(mark)
    print(f"dex {name:<26}median {ms(times):6.2f} ms   = {ratio:4.2f}x mark   guard 2, target <= 2.00x  {verdict(ratio <= 2)}")
mark, firered, sword = columns("add")
print(f"dex mark 25 (add-game rounds) median {ms(mark):6.2f} ms   ({len(mark)} runs)")
print(f"dex add-game firered          median {ms(firered):6.2f} ms   = {ms(firered) / ms(mark):5.2f}x mark")
ratio = ms(sword) / ms(mark)
print(f"dex add-game sword            median {ms(sword):6.2f} ms   = {ratio:5.2f}x mark   guard 6, target <= 20.00x  {verdict(ratio <= 20)}")
PY
