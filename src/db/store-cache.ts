import type { Executor } from './database.js';
import { type Store, storeOf } from './store.js';

/**
 * What a process keeps of a database between requests: facts that never change once written, such
 * as the ids of a company's system accounts. Kept per database, so that two databases open in one
 * process never mix, and to at most `capacity` entries, the least recently used going first.
 */
export function storeCache<Key, Value>(capacity: number) {
  const byStore = new WeakMap<Store, Map<Key, Value>>();
  const entriesOf = (db: Executor) => {
    const store = storeOf(db);
    let entries = byStore.get(store);
    if (!entries) {
      entries = new Map();
      byStore.set(store, entries);
    }
    return entries;
  };
  return {
    get(db: Executor, key: Key): Value | undefined {
      const entries = entriesOf(db);
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(db: Executor, key: Key, value: Value): void {
      const entries = entriesOf(db);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as Key);
    },
  };
}
