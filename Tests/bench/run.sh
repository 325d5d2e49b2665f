#!/usr/bin/env bash
# make bench: runs every Tests/bench/bench-*.sh with the release binary's path as its argument.
# First it prints the binary's size; each script then prints its own measurements as ratios against a floor or
# peer measured in the same run.
set -euo pipefail
bin=${1:?usage: run.sh PATH_TO_DEX}
here=$(cd "$(dirname "$0")" && pwd)
# The binary's size, as built and as 'make install' installs it (stripped), and the embedded manifest's share of it.
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$bin"
awk -v full="$(stat -c %s "$bin")" -v lean="$(stat -c %s "$stripped")" \
  -v manifest="$(stat -c %s "$here/../../Resources/games.json.z")" 'BEGIN {
  printf "== size\ndex binary: %.1f MB, %.1f MB stripped, of which the embedded manifest %.2f MB\n",
    full / 1048576, lean / 1048576, manifest / 1048576
}'
for bench in "$here"/bench-*.sh; do
  echo "== $(basename "$bench" .sh)"
  bash "$bench" "$bin"
done
