import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { publicLookup, refusedTarget } from './webhook-targets.js';

/** How a POST of an event went: the answer's status and the start of its body, or why there was none. */
export interface AttemptOutcome {
  responseStatus: number | null;
  responseExcerpt: string | null;
  latencyMs: number;
  error: string | null;
}

export interface RequestSettings {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** How much of an answer's body is read, and how much of it is kept. */
const BODY_READ_BYTES = 4096;
const EXCERPT_CHARACTERS = 200;

/**
 * POSTs the body to the URL and tells how it went, within `timeoutMs` from the start to the excerpt
 * of the answer. The target is checked before (an address written in the URL) and as the connection
 * is made (the addresses its name resolves to then); redirects are not followed. A connection of its
 * own each time: no kept-alive socket outlives the attempt.
 */
export async function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  settings: RequestSettings,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = await refusedTarget(url, settings.allowPrivate);
  if (refused) return { responseStatus: null, responseExcerpt: null, latencyMs: elapsed(), error: refused };
  try {
    const { status, excerpt } = await post(url, headers, body, settings);
    return { responseStatus: status, responseExcerpt: excerpt, latencyMs: elapsed(), error: redirectError(status) };
  } catch (error) {
    return { responseStatus: null, responseExcerpt: null, latencyMs: elapsed(), error: (error as Error).message };
  }
}

const redirectError = (status: number) =>
  status >= 300 && status < 400 ? `answered a redirect (${status}), which is not followed` : null;

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  settings: RequestSettings,
): Promise<{ status: number; excerpt: string }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body), connection: 'close' },
      agent: false,
      lookup: publicLookup(settings.allowPrivate),
    });
    const timeout = new Error(`timed out after ${settings.timeoutMs / 1000} s`);
    const timer = setTimeout(() => request.destroy(timeout), settings.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const known = error === timeout || error.code === 'EREFUSEDTARGET';
      reject(known ? error : new Error(`connection failed: ${error.code ?? error.message}`));
    });
    request.on('response', (response) => {
      readExcerpt(response).then((excerpt) => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, excerpt });
      });
    });
    request.end(body);
  });
}

/** The start of an answer's body, of at most BODY_READ_BYTES read: the rest is never read. */
function readExcerpt(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const done = () => resolve(Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARACTERS));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      read += chunk.length;
      if (read >= BODY_READ_BYTES) done();
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}
