#!/usr/bin/env bash
# dex import-save: reading a FireRed save (both slots checked, 306 Pokémon decrypted) and marking
# 151 Pokémon caught in one transaction, under 50 ms. The save is generated here (firered-save.py), not stored.
# Its Pokédex also holds the six starters a Bulbasaur run does not list: the dry run, which names them from
# the manifest's national entry, within 2x of the import. A full Platinum save (platinum-save.py: both partitions
# checked, all four blocks' CRCs, 546 Pokémon decrypted, 493 marked) has the same target. The imports run with
# --no-sprites: the sprites of the species an import adds come from the host, which bench-sprites measures.
set -euo pipefail
bin=${1:?usage: bench-save.sh PATH_TO_DEX}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$here/firered-save.py" "$work/firered.sav" 151
"$bin" add-game firered --starter bulbasaur --no-sprites --home "$work/seed" >/dev/null
python3 "$here/platinum-save.py" "$work/platinum.sav" 493
"$bin" add-game platinum --starter turtwig --no-sprites --home "$work/seed-ds" >/dev/null

# Each run starts from a copy of the fresh data folder, so that every import marks the same 145 Pokémon.
hyperfine --shell=none --warmup 3 --runs 40 --style none --export-json "$work/import.json" \
  --prepare "bash -c 'rm -rf $work/home && cp -r $work/seed $work/home'" \
  "$bin import-save $work/firered.sav --no-sprites --home $work/home" >/dev/null
hyperfine --shell=none --warmup 3 --runs 40 --style none --export-json "$work/dry.json" \
  "$bin import-save $work/firered.sav --home $work/seed --dry-run" >/dev/null
hyperfine --shell=none --warmup 3 --runs 40 --style none --export-json "$work/ds.json" \
  --prepare "bash -c 'rm -rf $work/home-ds && cp -r $work/seed-ds $work/home-ds'" \
  "$bin import-save $work/platinum.sav --no-sprites --home $work/home-ds" >/dev/null

python3 - "$work" <<'PY'
import json, statistics, sys
work = sys.argv[1]
ms = lambda name: statistics.median(json.load(open(f"{work}/{name}.json"))["results"][0]["times"]) * 1000
apply, dry, ds = ms("import"), ms("dry"), ms("ds")
print(f"dex import-save (FireRed, 151 marked)  median {apply:6.2f} ms   target < 50 ms  {'ok' if apply < 50 else 'MISSED'}")
print(f"dex import-save --dry-run              median {dry:6.2f} ms   = {dry / apply:4.2f}x the import   target <= 2.00x  {'ok' if dry <= 2 * apply else 'MISSED'}")
print(f"dex import-save (Platinum, 493 marked) median {ds:6.2f} ms   target < 50 ms  {'ok' if ds < 50 else 'MISSED'}")
PY
