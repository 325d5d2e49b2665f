#!/usr/bin/env bash
# make bench: runs every Tests/bench/bench-*.sh with the release binary's path as its argument.
# Each prints its own measurements as ratios against a floor or peer measured in the same run.
set -euo pipefail
bin=${1:?usage: run.sh PATH_TO_DEX}
here=$(cd "$(dirname "$0")" && pwd)
for bench in "$here"/bench-*.sh; do
  echo "== $(basename "$bench" .sh)"
  bash "$bench" "$bin"
done
