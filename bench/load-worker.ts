/**
 * The load generator's process (see load.ts): receives one LoadPlan, runs it under autocannon, warm-up
 * first, and sends back the Measurement of the counted run.
 */
import autocannon from 'autocannon';
import type { LoadPlan } from './load.js';
import { type Failures, type Measurement, summarize } from './measurement.js';

process.once('message', (plan: LoadPlan) => {
  measure(plan).then(
    (measurement) => process.send?.(measurement, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function measure(plan: LoadPlan): Promise<Measurement> {
  const nextBody = bodyMaker(plan);
  if (plan.warmupSeconds > 0) await fire(plan, plan.warmupSeconds, nextBody);
  return fire(plan, plan.seconds, nextBody);
}

/** Each call gives the next body; the count goes on across the warm-up and the counted run. */
function bodyMaker({ body, picks = [] }: LoadPlan): (() => string) | undefined {
  if (body === undefined) return undefined;
  let n = 0;
  return () => {
    n += 1;
    return body.replaceAll('{{n}}', String(n)).replaceAll('{{pick}}', picks[n % picks.length] ?? '');
  };
}

function fire(plan: LoadPlan, seconds: number, nextBody: (() => string) | undefined): Promise<Measurement> {
  // autocannon's own percentiles are whole milliseconds; the response event has the exact time.
  const latencies: number[] = [];
  const failures: Failures = { count: 0 };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.origin,
        connections: plan.connections,
        duration: seconds,
        ...(plan.amount === undefined ? {} : { amount: plan.amount }),
        timeout: plan.timeoutSeconds ?? 10,
        requests: [
          {
            method: plan.method,
            path: plan.path,
            headers: plan.headers,
            setupRequest: (request) => (nextBody ? { ...request, body: nextBody() } : request),
            onResponse: (status, body) => {
              if (status >= 300) failures.first ??= `${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        failures.count = result.non2xx + result.errors + result.timeouts;
        resolve(summarize(latencies, result.duration, failures));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode < 300) latencies.push(milliseconds);
    });
  });
}
