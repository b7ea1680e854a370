/** The items by key, each group in the items' order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The item of the largest amount whatever its sign, the first of equals; undefined for none. */
export function largestBy<T>(items: readonly T[], amountOf: (item: T) => bigint): T | undefined {
  const magnitude = (item: T) => {
    const amount = amountOf(item);
    return amount < 0n ? -amount : amount;
  };
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || magnitude(item) > magnitude(best) ? item : best),
    undefined,
  );
}

/** The value the map holds for `key`, made by `make` and added to the map when it holds none. */
export function getOrAdd<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Orders bigints (ids) ascending, for `Array.prototype.sort`, which wants a number. */
export const compareBigints = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Orders text as the store's "C" collation does: by code point, not by locale. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
