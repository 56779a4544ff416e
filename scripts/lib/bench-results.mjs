// The result protocol of `pnpm bench` (scripts/bench.mjs), shared by every benchmark script.
//
// A script prints, for each repetition and each measure, one line on stdout:
//
//   BENCH {"section":"marketplace","measure":"get-leads c=32","unit":"req/s","value":1234,
//          "reference":"Fastify hello-world c=32","referenceValue":25000,"ratio":0.049,
//          "target":">= 0.05","better":"higher"}
//
// (one line: `BENCH `, then the JSON object). Fields:
//   section         the bench.mjs section the script runs as (`--only=` names it)
//   measure         what was measured, the same text in every repetition (rows are grouped by
//                   section and measure)
//   unit            of value and referenceValue: "ms", "MB", "KB", "req/s", "score"... ("" for
//                   a figure without one, such as a layout shift)
//   value           the figure of this repetition (a finite number)
//   better          "higher" or "lower": which way is an improvement
//   reference       optional: what the figure is read against, measured in the same run and
//                   the same repetition (e.g. "Fastify hello-world c=32")
//   referenceValue  optional: the reference's figure in that repetition, in `unit`
//   ratio           optional: value / referenceValue; `report` fills it in when both are given
//                   and the reference is not 0; null: none (a reference so near 0, such as a
//                   hello-world's blocking time, that a ratio would say nothing)
//   target          optional, free text: the goal (e.g. "<= 5 s", ">= 0.05")
// Scripts take `--repeat=N` (bench.mjs passes it; `repeatCount` reads it, 3 by default) and
// print N lines per measure. Anything else they print is passed through to the terminal.
//
// A TypeScript script (run by tsx) imports `report` from
// '../../../scripts/lib/bench-results.mjs' (types in bench-results.d.mts beside this file).

/**
 * One repetition of one measure.
 * @typedef {object} BenchResult
 * @property {string} section
 * @property {string} measure
 * @property {string} unit
 * @property {number} value
 * @property {'higher' | 'lower'} better
 * @property {string} [reference]
 * @property {number} [referenceValue]
 * @property {number | null} [ratio]
 * @property {string} [target]
 */

/**
 * The repetitions of one measure, summarised.
 * @typedef {object} BenchRow
 * @property {string} section
 * @property {string} measure
 * @property {string} unit
 * @property {'higher' | 'lower'} better
 * @property {number} n
 * @property {[number, number, number]} value min, median, max
 * @property {string} [reference]
 * @property {number} [referenceMedian]
 * @property {[number, number, number]} [ratio] min, median, max (of the repetitions' ratios)
 * @property {string} [target]
 */

const PREFIX = 'BENCH ';

/**
 * A result checked, with its ratio filled in (value / referenceValue) when it has a non-zero
 * reference and no ratio of its own. Throws on a missing or malformed field.
 * @param {BenchResult} result
 * @returns {BenchResult}
 */
export function benchResult(result) {
  for (const key of ['section', 'measure']) {
    if (typeof result[key] !== 'string' || result[key] === '') {
      throw new Error(`bench result: ${key} must be a non-empty string`);
    }
  }
  if (typeof result.unit !== 'string') throw new Error(`bench result: unit of ${result.measure}`);
  if (!Number.isFinite(result.value)) throw new Error(`bench result: value of ${result.measure}`);
  if (result.better !== 'higher' && result.better !== 'lower') {
    throw new Error(`bench result: better of ${result.measure} must be "higher" or "lower"`);
  }
  if (result.ratio !== undefined && result.ratio !== null && !Number.isFinite(result.ratio)) {
    throw new Error(`bench result: ratio of ${result.measure}`);
  }
  const complete = { ...result };
  if (
    complete.ratio === undefined &&
    Number.isFinite(complete.referenceValue) &&
    complete.referenceValue !== 0
  ) {
    complete.ratio = complete.value / complete.referenceValue;
  }
  return complete;
}

/**
 * Prints one result as a protocol line (`BENCH {...}`) on stdout, and returns it. For the
 * benchmark scripts bench.mjs runs (apps/api/scripts/bench-*.ts).
 * @public
 * @param {BenchResult} result
 * @returns {BenchResult}
 */
export function report(result) {
  const complete = benchResult(result);
  console.log(PREFIX + JSON.stringify(complete));
  return complete;
}

/**
 * The result a protocol line carries; null for any other line.
 * @param {string} line
 * @returns {BenchResult | null}
 */
export function parseBenchLine(line) {
  if (!line.startsWith(PREFIX)) return null;
  return benchResult(JSON.parse(line.slice(PREFIX.length)));
}

/**
 * `--repeat=N` of a command line (a positive integer), or `fallback`.
 * @param {readonly string[]} [argv]
 * @param {number} [fallback]
 * @returns {number}
 */
export function repeatCount(argv = process.argv, fallback = 3) {
  const arg = argv.find((a) => a.startsWith('--repeat='));
  if (arg === undefined) return fallback;
  const n = Number(arg.slice('--repeat='.length));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error('--repeat must be a positive integer');
  return n;
}

/** @param {number[]} values  @returns {[number, number, number]} */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return [sorted[0], median, sorted[sorted.length - 1]];
}

/**
 * The results grouped by section and measure (in the order first seen), each group's values
 * and ratios as min / median / max.
 * @param {readonly BenchResult[]} results
 * @returns {BenchRow[]}
 */
export function aggregate(results) {
  /** @type {Map<string, BenchResult[]>} */
  const groups = new Map();
  for (const result of results) {
    const key = `${result.section}\u0000${result.measure}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((group) => {
    const last = group[group.length - 1];
    const references = group.map((r) => r.referenceValue).filter(Number.isFinite);
    const ratios = group.map((r) => r.ratio).filter(Number.isFinite);
    return {
      section: last.section,
      measure: last.measure,
      unit: last.unit,
      better: last.better,
      n: group.length,
      value: spread(group.map((r) => r.value)),
      reference: last.reference,
      referenceMedian: references.length ? spread(references)[1] : undefined,
      ratio: ratios.length ? spread(ratios) : undefined,
      target: last.target,
    };
  });
}

/** A figure to about three significant digits, grouped by thousands. */
function formatNumber(n) {
  const abs = Math.abs(n);
  const digits = abs >= 100 || Number.isInteger(n) ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return n.toLocaleString('en', { maximumFractionDigits: digits });
}

const withUnit = (n, unit) => (unit ? `${formatNumber(n)} ${unit}` : formatNumber(n));

const triple = ([min, median, max]) =>
  min === max ? formatNumber(median) : [min, median, max].map(formatNumber).join(' / ');

/** One result as a line for the terminal. @param {BenchResult} r @returns {string} */
export function describe(r) {
  const reference =
    r.reference === undefined
      ? ''
      : `; ${r.reference}: ${r.referenceValue === undefined ? '?' : withUnit(r.referenceValue, r.unit)}` +
        (Number.isFinite(r.ratio) ? `, ratio ${formatNumber(r.ratio)}` : '');
  return `${r.measure}: ${withUnit(r.value, r.unit)}${reference}`;
}

const HEADER = [
  'section',
  'measure',
  'n',
  'value min / median / max',
  'reference (median)',
  'ratio min / median / max',
  'target',
];

/** @param {BenchRow} row @returns {string[]} */
function cells(row) {
  return [
    row.section,
    row.measure,
    String(row.n),
    row.unit ? `${triple(row.value)} ${row.unit}` : triple(row.value),
    row.reference === undefined
      ? ''
      : `${row.reference}: ${row.referenceMedian === undefined ? '?' : withUnit(row.referenceMedian, row.unit)}`,
    row.ratio === undefined ? '' : triple(row.ratio),
    row.target ?? '',
  ];
}

/**
 * The summary as a text table, columns aligned.
 * @param {readonly BenchRow[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [
    format(lines[0]),
    widths.map((w) => '-'.repeat(w)).join('-+-'),
    ...lines.slice(1).map(format),
  ].join('\n');
}

/**
 * The summary as a Markdown table (for docs/benchmarks.md).
 * @param {readonly BenchRow[]} rows
 * @returns {string}
 */
export function formatMarkdown(rows) {
  const escape = (cell) => cell.replaceAll('|', '\\|');
  const line = (cellsOfLine) => `| ${cellsOfLine.map(escape).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map((row) => line(cells(row)))].join(
    '\n',
  );
}
