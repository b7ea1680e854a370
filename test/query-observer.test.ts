import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { readTogether } from '../src/db/database.js';
import { openTestDatabase } from './helpers.js';

/*
 * The observer of a database sees each statement in the async context of the call that asked for
 * it, even where the store runs several callers' reads together: a test's record of a request then
 * holds the request's statements, and only those.
 */

it('sees each of two reads sent in the same moment in the context of its own caller', async () => {
  const caller = new AsyncLocalStorage<string>();
  const seen: [string | undefined, string][] = [];
  const opened = await openTestDatabase({}, (query) => seen.push([caller.getStore(), query.sql]));
  try {
    const read = (name: string, query: ReturnType<typeof sql>) =>
      caller.run(name, () => readTogether(opened.db, [query.compile(opened.db)]));
    await Promise.all([read('first', sql`select 1 as one`), read('second', sql`select 2 as two`)]);
    expect(seen.filter(([, text]) => /^select [12] as/.test(text))).toEqual([
      ['first', 'select 1 as one'],
      ['second', 'select 2 as two'],
    ]);
  } finally {
    await opened.close();
  }
});
