import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the test server answers the next messages with: accept, or refuse with a reply code. */
export interface SmtpTestServer {
  url: string;
  received: ParsedMail[];
  /** Reply codes for the next messages, one each, before it accepts again (421: try later; 550: refused). */
  refuseNext: number[];
  close(): Promise<void>;
}

/** An SMTP server on loopback that keeps every message it accepts, parsed. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const refuseNext: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const code = refuseNext.shift();
      simpleParser(stream).then((mail) => {
        if (code !== undefined) {
          callback(Object.assign(new Error(`refused for the test (${code})`), { responseCode: code }));
          return;
        }
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
