#!/usr/bin/env bash
# make bench: runs every Tests/bench/bench-*.sh with the release binary's path as its argument.
# First it prints the binary's size; each script then prints its own measurements as ratios against a floor or
# peer measured in the same run, each guard's lines tagged "guard N, target ... ok" (or MISSED). Last it prints the
# guards of docs/performance.md ("Targets"), one line each: ok when every line the scripts printed for it says ok.
set -euo pipefail
bin=${1:?usage: run.sh PATH_TO_DEX}
here=$(cd "$(dirname "$0")" && pwd)
# The binary's size, as built and as 'make install' installs it (stripped), and the embedded manifest's share of it.
stripped=$(mktemp)
out=$(mktemp)
trap 'rm -f "$stripped" "$out"' EXIT
strip -o "$stripped" "$bin"
awk -v full="$(stat -c %s "$bin")" -v lean="$(stat -c %s "$stripped")" \
  -v manifest="$(stat -c %s "$here/../../Resources/games.json.z")" 'BEGIN {
  printf "== size\ndex binary: %.1f MB, %.1f MB stripped, of which the embedded manifest %.2f MB\n",
    full / 1048576, lean / 1048576, manifest / 1048576
}'
for bench in "$here"/bench-*.sh; do
  echo "== $(basename "$bench" .sh)"
  bash "$bench" "$bin" | tee -a "$out"
done

echo "Guards:"
while IFS='|' read -r n guard; do
  lines=$(grep "guard $n, target" "$out" || true)
  if [ -z "$lines" ]; then
    verdict="MISSED (no script printed it)"
  elif grep -q MISSED <<<"$lines"; then
    verdict=MISSED
  else
    verdict=ok
  fi
  printf '  %s. %-62s %s\n' "$n" "$guard" "$verdict"
done <<'GUARDS'
1|dex mark <= 3x the sqlite3 floor
2|every read command <= 2x dex mark 25
3|dex sync with nothing new <= 1.5x dex mark 25
4|dex import-save --dry-run <= the import
5|dex import-save of a full save <= 10x dex mark 25
6|dex add-game of the largest list <= 20x dex mark 25
7|dex sprites fetch <= 1.25x the ideal
8|dex plan <= 2x dex list of the same game
GUARDS
