import type { Measurement } from './measurement.js';

/** A Markdown table, its columns padded so that it also reads as plain text. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const count = (value: number) => (Number.isFinite(value) ? grouped.format(value) : '–');

/** Milliseconds with three significant digits: 0.412, 3.17, 48.2, 1,250. */
export function milliseconds(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value >= 100) return grouped.format(value);
  return value.toPrecision(3);
}

export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

export const mebibytes = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : '–');

/** A column of failures appears only in trouble: a run with failures measured something else. */
export function failureNote(label: string, measurement: Measurement): string | undefined {
  if (measurement.failures === 0) return undefined;
  return `${label}: ${measurement.failures} failed calls; the first: ${measurement.firstFailure ?? '(no answer)'}`;
}

export function duration(seconds: number): string {
  if (seconds < 120) return `${seconds.toFixed(0)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

/** A line on what the run is doing, so that a long run is seen to move. */
export function progress(message: string): void {
  console.log(`  … ${message}`);
}
