#!/usr/bin/env bash
# Counts the identical-text duplicate pairs in the source (issue 28's measure).
#
# Copies the tracked source files, less tests, stories, fixtures, data and generated files,
# to a temporary folder and runs the `duplicates` scanner over it. Prints the scanner's rows,
# then the number of pairs that are identical text (rows not marked `shape`).
#
#   scripts/dupcount.sh            # the count, with the rows
#   SECONDS_LIMIT=300 scripts/dupcount.sh   # give the scanner more time on a busy machine
#
# Left out: *.test.* *.spec.* *.stories.*, test/ e2e/ fixtures/ __fixtures__/ folders, data
# and prose (json, po, md, yaml, csv, sql, ...: the scanner skips them anyway), the generated
# catalogs (packages/i18n/src/locales/**), referenceMessages.ts, and the route index and
# public reads generated from the route table (packages/contracts/src/{routeIndex,publicReads}.ts).
set -euo pipefail

root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

git -C "$root" ls-files -z \
  | grep -zvE '\.(test|spec|stories)\.[cm]?[jt]sx?$' \
  | grep -zvE '(^|/)(test|tests|e2e|fixtures|__fixtures__)/' \
  | grep -zvE '\.(json|po|md|ya?ml|csv|sql|gz|svg|png|jpg|txt|conf)$' \
  | grep -zvE '^packages/i18n/src/locales/' \
  | grep -zvE '^apps/api/src/seed/reference/referenceMessages\.ts$' \
  | grep -zvE '^packages/contracts/src/(routeIndex|publicReads)\.ts$' \
  | (cd "$root" && xargs -0 cp --parents -t "$tmp")

out=$(duplicates --repo "$tmp" --most 200 --seconds "${SECONDS_LIMIT:-120}")
printf '%s\n' "$out"
identical=$(printf '%s\n' "$out" | grep -E '^D[0-9]+ ' | grep -vc 'shape' || true)
echo "identical-text pairs: $identical"
