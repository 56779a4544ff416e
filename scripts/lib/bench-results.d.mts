// Types of bench-results.mjs (the result protocol of `pnpm bench`, described there), for the
// TypeScript benchmark scripts that import it.

/** One repetition of one measure: what a `BENCH {...}` line carries. */
export interface BenchResult {
  section: string;
  measure: string;
  unit: string;
  value: number;
  better: 'higher' | 'lower';
  reference?: string;
  referenceValue?: number;
  /** null: no ratio (see bench-results.mjs). */
  ratio?: number | null;
  target?: string;
}

/** The repetitions of one measure, summarised (min, median, max). */
export interface BenchRow {
  section: string;
  measure: string;
  unit: string;
  better: 'higher' | 'lower';
  n: number;
  value: [number, number, number];
  reference?: string;
  referenceMedian?: number;
  ratio?: [number, number, number];
  target?: string;
}

export function benchResult(result: BenchResult): BenchResult;
export function report(result: BenchResult): BenchResult;
export function parseBenchLine(line: string): BenchResult | null;
export function repeatCount(argv?: readonly string[], fallback?: number): number;
export function aggregate(results: readonly BenchResult[]): BenchRow[];
export function describe(result: BenchResult): string;
export function formatTable(rows: readonly BenchRow[]): string;
export function formatMarkdown(rows: readonly BenchRow[]): string;
