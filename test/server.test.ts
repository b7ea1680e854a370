import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { createTenant, type Tenant, testConfig } from './helpers.js';
import { type RunningServer, sleep, startServer as startServerProcess, within } from './processes.js';
import { createTestDatabase, type TestDatabase } from './store.js';

let database: TestDatabase;
const started: RunningServer[] = [];
let tenant: Tenant;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = await openDatabase(testConfig({ databaseUrl: database.url }));
  try {
    tenant = await createTenant(db);
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await database.drop();
});

async function startServer(): Promise<RunningServer> {
  const server = await startServerProcess(database.url);
  started.push(server);
  return server;
}

describe('the server on a real socket', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await within(10_000, 'the server to stop', () => server.exited).catch(() => server.child.kill('SIGKILL'));
  });

  it('logs at its start where the documentation is, and no command to make a company, as the database has one', async () => {
    // The lines follow the listening one, once the server has asked its database whether a company exists.
    const documentation = `Documentation: http://127.0.0.1:${server.port}/docs`;
    await within(10_000, 'the start log', async () => {
      while (!logMessages(server).includes(documentation)) await sleep(25);
    });
    expect(server.stdout()).not.toContain('company create');
  });

  it('answers GET /healthz with 200 {"status":"ok"}', async () => {
    const response = await within(5_000, 'GET /healthz', () => get(server.port, '/healthz'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
  });

  it('answers GET /api/v1/company with Basic credentials', async () => {
    const response = await within(5_000, 'GET /api/v1/company', () =>
      get(server.port, '/api/v1/company', { authorization: tenant.authorization }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ id: Number(tenant.companyId), currency: 'GBP' });
  });

  it('answers GET /api/v1/company without credentials with 401', async () => {
    const response = await within(5_000, 'GET /api/v1/company', () => get(server.port, '/api/v1/company'));
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Basic realm="accounting"');
  });

  it('logs each request without its Authorization header or key, whether accepted, refused or failed', async () => {
    const wrongKey = `${tenant.username}:not-the-key`;
    const sent = [
      { path: '/api/v1/company', authorization: tenant.authorization },
      { path: '/api/v1/invoices/not-an-id', authorization: tenant.authorization },
      { path: '/api/v1/clients', authorization: `Basic ${Buffer.from(wrongKey).toString('base64')}` },
    ];
    for (const { path, authorization } of sent) {
      await within(5_000, `GET ${path}`, () => get(server.port, path, { authorization }));
    }
    // The last call's answer is logged once it is sent.
    const logged = await within(5_000, 'the log of the refused call', async () => {
      for (;;) {
        const output = server.stdout();
        if (output.slice(output.indexOf('"url":"/api/v1/clients"')).includes('"statusCode":401')) return output;
        await sleep(25);
      }
    });
    for (const { path } of sent) expect(logged).toContain(`"url":"${path}"`);
    for (const secret of [tenant.apiKey, tenant.authorization.slice('Basic '.length), 'not-the-key', 'Basic ']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged.toLowerCase()).not.toContain('authorization');
  });
});

describe('the start on a database that holds no company', () => {
  it('logs the command of the admin CLI that makes one', async () => {
    const empty = await createTestDatabase();
    const server = await startServerProcess(empty.url, { PUBLIC_URL: 'https://books.example.com/acme' });
    try {
      const messages = await within(10_000, 'the start log', async () => {
        while (!logMessages(server).some((message) => message?.includes('company create'))) await sleep(25);
        return logMessages(server);
      });
      expect(messages).toContain('Documentation: https://books.example.com/acme/docs');
      expect(messages).toContain(
        'No company yet: make one with `node dist/cli/cli.js company create --name "Your company" --currency GBP`, then its first user with `node dist/cli/cli.js user create --company ID --username NAME`',
      );
    } finally {
      await server.stop();
      await empty.drop();
    }
  }, 60_000);
});

/** The messages the server has logged so far, in order. */
function logMessages(server: RunningServer): (string | undefined)[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg);
}

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits with 0', async () => {
    const server = await startServer();
    let socket: Socket | undefined;
    try {
      const connected = connect(server.port, '127.0.0.1');
      socket = connected;
      await within(5_000, 'the connection', () => new Promise((resolve) => connected.once('connect', resolve)));
      let received = '';
      connected.setEncoding('utf8').on('data', (chunk: string) => {
        received += chunk;
      });
      connected.on('error', () => {});

      const body = '{"name":"abcdefghi"}';
      expect(Buffer.byteLength(body)).toBe(20);
      connected.write(
        'POST /api/v1/company HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n',
      );
      connected.write(body.slice(0, 9));
      await within(5_000, 'the server to log the incoming request', async () => {
        while (!server.stdout().includes('incoming request')) await sleep(25);
      });

      server.child.kill('SIGTERM');
      await within(5_000, 'the server to begin stopping', async () => {
        while (!server.stdout().includes('stopping')) await sleep(25);
      });
      expect(received).toBe('');
      connected.write(body.slice(9));

      const response = await within(5_000, 'a complete response on the socket', async () => {
        for (;;) {
          const parsed = parseResponse(received);
          if (parsed) return parsed;
          await sleep(25);
        }
      });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, PUT, PATCH');
      expect(JSON.parse(response.body)).toMatchObject({ status: 405, type: '/problems/method-not-allowed' });

      // The client keeps its end open, as a keep-alive client would: the server must not wait for it.
      const { code } = await within(10_000, 'the server to exit', () => server.exited);
      expect(code).toBe(0);
      const messages = logMessages(server);
      // The whole answer reached the client before the exit; the log of its completion is written
      // when the response's 'finish' event runs, which a loaded machine may delay past the close.
      expect(messages).toContain('request completed');
      expect(messages).toContain('stopped');
    } finally {
      socket?.destroy();
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  });
});

describe('a request whose body trickles', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerProcess(database.url, { REQUEST_TIMEOUT_SECONDS: '1' });
    started.push(server);
  });
  afterAll(() => server.stop());

  /** A connection to the server, with what it has received and a promise of its close. */
  async function connection() {
    const socket = connect(server.port, '127.0.0.1');
    await within(5_000, 'the connection', () => new Promise((resolve) => socket.once('connect', resolve)));
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const response = (what: string) =>
      within(5_000, what, async () => {
        for (;;) {
          const parsed = parseResponse(received);
          if (parsed) return parsed;
          await sleep(25);
        }
      });
    return { socket, closed, response };
  }

  const postClient = (contentLength: number) =>
    'POST /api/v1/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Authorization: ${tenant.authorization}\r\nContent-Length: ${contentLength}\r\n\r\n`;

  it('is answered 408 and closed once REQUEST_TIMEOUT_SECONDS have passed', async () => {
    const { socket, closed, response } = await connection();
    const sent = Date.now();
    socket.write(postClient(100));
    // A space every 200 ms: the 100 bytes would take 20 s.
    const trickle = setInterval(() => socket.write(' '), 200);
    try {
      const answer = await response('the 408');
      const waited = Date.now() - sent;
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 408, type: '/problems/request-timeout' });
      // The limit is 1 s, and the server looks for requests past it every second.
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(4_000);
      await within(2_000, 'the server to close the connection', () => closed);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('is answered as usual when it arrives whole within the limit', async () => {
    const { socket, response } = await connection();
    const body = '{"name":"Arrived in time"}';
    socket.write(postClient(Buffer.byteLength(body)));
    socket.write(body.slice(0, 5));
    await sleep(500);
    socket.write(body.slice(5));
    try {
      const answer = await response('the new client');
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ name: 'Arrived in time' });
    } finally {
      socket.destroy();
    }
  });
});

interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A complete HTTP/1.1 response with a Content-Length, or undefined while it is still arriving. */
function parseResponse(text: string): HttpResponse | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  if (Buffer.byteLength(body) < Number(headers['content-length'] ?? 0)) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
          body,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
