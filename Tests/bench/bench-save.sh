#!/usr/bin/env bash
# dex import-save against dex mark 25 (Pikachu already caught, on a data folder of its own), all in the same
# hyperfine runs, alternating over five rounds. Its guards (docs/performance.md, "Targets"):
#   guard 4  the dry run <= the import: a FireRed save whose Pokédex also holds the six starters a Bulbasaur run does
#            not list, which the dry run names from the manifest's national entry
#   guard 5  the import of a full save of each generation the bench writes <= 10x dex mark 25: FireRed
#            (firered-save.py: both slots checked, 306 Pokémon decrypted, 151 marked caught in one transaction) and
#            Platinum (platinum-save.py: both partitions checked, all four blocks' CRCs, 546 Pokémon decrypted,
#            493 marked) and Scarlet (scarlet-save.py: a 3.4 MB Switch save of 2,005 blocks, hashed, unpadded and
#            indexed, 966 Pokémon decrypted, 1025 marked)
# The saves are generated here, not stored. The imports run with --no-sprites: the sprites of the species an import
# adds come from the host, which bench-sprites measures.
set -euo pipefail
bin=${1:?usage: bench-save.sh PATH_TO_DEX}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$here/firered-save.py" "$work/firered.sav" 151
"$bin" add-game firered --starter bulbasaur --no-sprites --home "$work/seed" >/dev/null
python3 "$here/platinum-save.py" "$work/platinum.sav" 493
python3 "$here/scarlet-save.py" "$work/scarlet.sav" 1025
"$bin" add-game scarlet --starter sprigatito --no-sprites --home "$work/seed-switch" >/dev/null
"$bin" add-game platinum --starter turtwig --no-sprites --home "$work/seed-ds" >/dev/null
"$bin" add-game firered --starter bulbasaur --no-sprites --home "$work/mark" >/dev/null
"$bin" mark 25 --home "$work/mark" >/dev/null

# Each run, of every command alike, starts from fresh copies of the data folders, so that every import marks the
# same Pokémon. The dry run reads the seed, which it leaves as it is.
for round in $(seq 5); do
  hyperfine --shell=none --warmup 2 --runs 8 --style none --export-json "$work/save-$round.json" \
    --prepare "bash -c 'rm -rf $work/home $work/home-ds $work/home-switch && cp -r $work/seed $work/home && cp -r $work/seed-ds $work/home-ds && cp -r $work/seed-switch $work/home-switch'" \
    "$bin mark 25 --home $work/mark" \
    "$bin import-save $work/firered.sav --no-sprites --home $work/home" \
    "$bin import-save $work/firered.sav --home $work/seed --dry-run" \
    "$bin import-save $work/platinum.sav --no-sprites --home $work/home-ds" \
    "$bin import-save $work/scarlet.sav --no-sprites --home $work/home-switch" >/dev/null
done

python3 - "$work" <<'PY'
import json, statistics, sys, glob
work = sys.argv[1]
ms = lambda xs: statistics.median(xs) * 1000
verdict = lambda ok: "ok" if ok else "MISSED"
times = [[], [], [], [], []]
for path in sorted(glob.glob(f"{work}/save-*.json")):
    for column, result in zip(times, json.load(open(path))["results"]):
        column += result["times"]
mark, apply, dry, ds, switch = times
print(f"dex mark 25                            median {ms(mark):6.2f} ms   ({len(mark)} runs)")
ratio = ms(apply) / ms(mark)
print(f"dex import-save (FireRed, 151 marked)  median {ms(apply):6.2f} ms   = {ratio:5.2f}x mark   guard 5, target <= 10.00x  {verdict(ratio <= 10)}")
ratio = ms(dry) / ms(apply)
print(f"dex import-save --dry-run              median {ms(dry):6.2f} ms   = {ratio:5.2f}x the import   guard 4, target <= 1.00x  {verdict(ratio <= 1)}")
ratio = ms(ds) / ms(mark)
print(f"dex import-save (Platinum, 493 marked) median {ms(ds):6.2f} ms   = {ratio:5.2f}x mark   guard 5, target <= 10.00x  {verdict(ratio <= 10)}")
ratio = ms(switch) / ms(mark)
print(f"dex import-save (Scarlet, 1025 marked) median {ms(switch):6.2f} ms   = {ratio:5.2f}x mark   guard 5, target <= 10.00x  {verdict(ratio <= 10)}")
PY
