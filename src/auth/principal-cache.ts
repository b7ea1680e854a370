import { createHash } from 'node:crypto';
import { credentialChangesOf, type Executor } from '../db/database.js';
import type { Principal } from '../users/user-service.js';

/** How many accepted Authorization headers a process remembers, per database; the oldest go first. */
const CAPACITY = 10_000;

interface Remembered {
  /** What the store's change signal said when these were remembered. */
  signal: number | undefined;
  /** Moves when this process changes a key itself: its own commits do not move the signal. */
  generation: number;
  principals: Map<string, Principal>;
}

const rememberedByStore = new WeakMap<object, Remembered>();

function rememberedOf(db: Executor): Remembered {
  const store = db.getExecutor().adapter;
  let remembered = rememberedByStore.get(store);
  if (!remembered) {
    remembered = { signal: undefined, generation: 0, principals: new Map() };
    rememberedByStore.set(store, remembered);
  }
  return remembered;
}

/**
 * The principal behind an Authorization header, taken from memory when that header was accepted
 * before and no key can have changed since, in this process or another; else from `authenticate`.
 * Headers are remembered by their SHA-256, and only once accepted: a wrong key always costs a lookup.
 */
export async function rememberedPrincipal(
  db: Executor,
  header: string,
  authenticate: () => Promise<Principal | undefined>,
): Promise<Principal | undefined> {
  const remembered = rememberedOf(db);
  const changes = credentialChangesOf(db);
  const signal = changes.current();
  if (signal === undefined) return authenticate();
  if (signal !== remembered.signal) {
    remembered.principals.clear();
    remembered.signal = signal;
  }
  const key = createHash('sha256').update(header).digest('base64');
  const known = remembered.principals.get(key);
  if (known) return known;
  const generation = remembered.generation;
  const principal = await authenticate();
  const unchanged = remembered.generation === generation && changes.current() === signal;
  if (principal && unchanged && remembered.signal === signal) {
    remembered.principals.set(key, principal);
    if (remembered.principals.size > CAPACITY)
      remembered.principals.delete(remembered.principals.keys().next().value as string);
  }
  return principal;
}

/** Forgets every remembered header: called by this process when it has changed a key. */
export function forgetPrincipals(db: Executor): void {
  const remembered = rememberedOf(db);
  remembered.generation += 1;
  remembered.principals.clear();
}
