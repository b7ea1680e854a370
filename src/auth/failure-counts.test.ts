import { describe, expect, it } from 'vitest';
import { FailureCounts } from './failure-counts.js';

describe('FailureCounts', () => {
  it('counts the failures of a key within its window, which its first failure begins', () => {
    const counts = new FailureCounts(60_000);
    counts.add('a', 1_000);
    counts.add('a', 31_000);
    expect(counts.read('a', 31_000)).toEqual({ failures: 2, waitMs: 30_000 }); // the window ends at 61,000
    expect(counts.read('a', 61_000)).toEqual({ failures: 0, waitMs: 0 });
    counts.add('a', 61_000);
    expect(counts.read('a', 61_000)).toEqual({ failures: 1, waitMs: 60_000 });
  });

  it('forgets the key that failed least recently once past its capacity', () => {
    const counts = new FailureCounts(60_000, 2);
    counts.add('a', 0);
    counts.add('b', 0);
    counts.add('a', 0); // b is now the least recent
    counts.add('c', 0);
    expect(['a', 'b', 'c'].map((key) => counts.read(key, 0).failures)).toEqual([2, 0, 1]);
  });

  it('keeps every key without a capacity', () => {
    const counts = new FailureCounts(60_000);
    for (let key = 0; key < 20_000; key += 1) counts.add(String(key), 0);
    expect(counts.read('0', 0).failures).toBe(1);
  });
});
