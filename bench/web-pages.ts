import { openDatabase } from '../src/db/database.js';
import { sessionCookie } from '../test/web-browser.js';
import type { LoadPlan } from './load.js';
import type { BenchOptions } from './options.js';
import { type YearOfBooks, yearOfBooks } from './year-of-books.js';

/** The web pages measured, each read as the signed-in owner of a company with a year of books. */
export const WEB_PAGE_CALLS = {
  dashboard: 'GET the web dashboard (a year of books)',
  invoices: 'GET the web list of invoices (the latest 100 of a year)',
  bankAccount: "GET a bank account's web page (100 lines unmatched, with suggestions)",
};

/** Whether the run measures any web page: the year of books they read takes a while to write. */
export const measuresWebPages = (options: BenchOptions) =>
  Object.values(WEB_PAGE_CALLS).some(
    (call) => options.call === undefined || call.toLowerCase().includes(options.call.toLowerCase()),
  );

/** A second company on the service's database, with a year of books (see year-of-books.ts). */
export async function seededYear(url: string, options: BenchOptions): Promise<YearOfBooks> {
  const db = await openDatabase({ ...options, databaseUrl: url });
  try {
    return await yearOfBooks(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The web pages' reads, as a browser signed in to the year's company sends them: its session's
 * cookie, from the sign-in form. Bare Fastify answers them from memory, with the service's bytes.
 */
export async function webPageReads(
  origin: string,
  year: YearOfBooks,
  base: Omit<LoadPlan, 'origin' | 'method' | 'path' | 'headers'>,
) {
  const cookie = await sessionCookie({ url: origin }, year);
  const page = (path: string): Omit<LoadPlan, 'origin'> => ({ ...base, method: 'GET', path, headers: { cookie } });
  return [
    { call: WEB_PAGE_CALLS.dashboard, plan: page('/'), answer: 'webPage' as const },
    { call: WEB_PAGE_CALLS.invoices, plan: page('/invoices'), answer: 'webPage' as const },
    { call: WEB_PAGE_CALLS.bankAccount, plan: page(`/bank/${year.bankAccountId}`), answer: 'webPage' as const },
  ];
}
