/** What one measured run gives, whether HTTP calls under autocannon or transactions on a raw driver. */
export interface Measurement {
  /** Successful calls (2xx answers, or committed transactions). */
  count: number;
  seconds: number;
  perSecond: number;
  /** Latency of one call in milliseconds, at the median and at the 99th percentile. */
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts, or failed transactions. */
  failures: number;
  firstFailure?: string | undefined;
}

export interface Failures {
  count: number;
  first?: string | undefined;
}

export function summarize(latencies: number[], seconds: number, failures: Failures): Measurement {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    seconds,
    perSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: failures.count,
    firstFailure: failures.first,
  };
}

/** The nearest-rank percentile of sorted samples; NaN when there are none. */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(Math.max(rank, 0), sorted.length - 1)] as number;
}

export interface LoopOptions {
  seconds: number;
  warmupSeconds: number;
  /** How many calls run at once; a synchronous call runs one at a time whatever this says. */
  concurrency: number;
}

/**
 * Calls `work` over and over for a while, `concurrency` calls at a time, timing each one; a short run
 * before it lets the JIT and the caches settle and is not counted.
 */
export async function timeLoop(work: () => unknown, options: LoopOptions): Promise<Measurement> {
  await runFor(work, options.warmupSeconds, options.concurrency);
  return runFor(work, options.seconds, options.concurrency);
}

async function runFor(work: () => unknown, seconds: number, concurrency: number): Promise<Measurement> {
  const latencies: number[] = [];
  const failures: Failures = { count: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        await work();
        latencies.push(performance.now() - start);
      } catch (error) {
        failures.count += 1;
        failures.first ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(latencies, (performance.now() - started) / 1000, failures);
}

/** The middle of a set of values and its range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median (the mean of the two middle values of an even count), the least and the greatest. */
export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const median = ((sorted[Math.floor(middle)] ?? Number.NaN) + (sorted[Math.ceil(middle)] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}
