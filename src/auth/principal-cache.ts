import { hash } from 'node:crypto';
import { announceCredentialChange, credentialChangesOf, type Database, type Executor } from '../db/database.js';
import { type Store, storeOf } from '../db/store.js';
import { inTransaction, type Write } from '../db/write.js';
import { hasExpired } from './api-keys.js';
import type { Principal } from './principal.js';

/** How many accepted Authorization headers a process remembers, per database; the oldest go first. */
const CAPACITY = 10_000;

interface Remembered {
  /** What the store's change signal said when these were remembered. */
  signal: number | undefined;
  /** Moves when this process changes a key itself: its own commits do not move the signal. */
  generation: number;
  principals: Map<string, Principal>;
}

const rememberedByStore = new WeakMap<Store, Remembered>();

function rememberedOf(db: Executor): Remembered {
  const store = storeOf(db);
  let remembered = rememberedByStore.get(store);
  if (!remembered) {
    remembered = { signal: undefined, generation: 0, principals: new Map() };
    rememberedByStore.set(store, remembered);
  }
  return remembered;
}

/**
 * The principal behind an Authorization header, taken from memory when that header was accepted
 * before, its key has not expired by `now` (milliseconds) and no key can have changed since, in this
 * process or another; else from `authenticate`. Headers are remembered by their SHA-256, and only
 * once accepted: a wrong key always costs a lookup.
 */
export async function rememberedPrincipal(
  db: Executor,
  header: string,
  now: number,
  authenticate: () => Promise<Principal | undefined>,
): Promise<Principal | undefined> {
  const found = lookUp(db, header, now);
  if (!found) return authenticate();
  if (found.known) return found.known;
  const { remembered, signal, key } = found;
  const generation = remembered.generation;
  const principal = await authenticate();
  const unchanged = remembered.generation === generation && credentialChangesOf(db).current() === signal;
  if (principal && unchanged && remembered.signal === signal) {
    remembered.principals.set(key, principal);
    if (remembered.principals.size > CAPACITY)
      remembered.principals.delete(remembered.principals.keys().next().value as string);
  }
  return principal;
}

/** The principal remembered for an Authorization header, as `rememberedPrincipal` would take it from memory. */
export const knownPrincipal = (db: Executor, header: string, now: number): Principal | undefined =>
  lookUp(db, header, now)?.known;

/**
 * Where a header is remembered, and what is, unless its key has expired by `now`; undefined when the
 * store cannot tell whether keys changed.
 */
function lookUp(db: Executor, header: string, now: number) {
  const remembered = rememberedOf(db);
  const signal = credentialChangesOf(db).current();
  if (signal === undefined) return undefined;
  if (signal !== remembered.signal) {
    remembered.principals.clear();
    remembered.signal = signal;
  }
  const key = hash('sha256', header, 'base64');
  const known = remembered.principals.get(key);
  if (known && hasExpired(known.apiKeyExpiresAt, now)) {
    remembered.principals.delete(key);
    return { remembered, signal, key, known: undefined };
  }
  return { remembered, signal, key, known };
}

/** Forgets every remembered header: called by this process when it has changed a key. */
export function forgetPrincipals(db: Executor): void {
  const remembered = rememberedOf(db);
  remembered.generation += 1;
  remembered.principals.clear();
}

/**
 * Runs a write that changes credentials (announcing the change in its own transaction), then
 * forgets what this process remembered, whether or not it committed: its own commit does not move
 * the signal it watches.
 */
export async function forgettingPrincipalsAfter<T>(db: Executor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetPrincipals(db);
  }
}

/**
 * A write that changes keys, in a transaction of its own: other processes are told with the commit,
 * and this one forgets what it remembered once it has committed, so that a key revoked or replaced
 * stops working at once everywhere.
 */
export async function changingCredentials<T>(db: Database, change: (write: Write) => Promise<T>): Promise<T> {
  return forgettingPrincipalsAfter(db, () =>
    inTransaction(db, async (write) => {
      await announceCredentialChange(write.trx);
      return change(write);
    }),
  );
}
