import { describe, expect, it } from 'vitest';
import { recordMaker } from './records.js';

describe('recordMaker', () => {
  it('names each value by its field, converts those it is told to, and lets a later field of a name win', () => {
    const make = recordMaker([
      { name: 'id', convert: (value) => BigInt(value as string) },
      { name: 'name' },
      { name: 'it\'s "quoted"\n' },
      { name: 'name', convert: (value) => String(value).toUpperCase() },
    ]);
    expect(make(['42', 'first', 'odd', 'second'])).toEqual({ id: 42n, name: 'SECOND', 'it\'s "quoted"\n': 'odd' });
    expect(make(['7', null, null, 'x'])).toEqual({ id: 7n, name: 'X', 'it\'s "quoted"\n': null });
  });

  it('refuses a field that a literal would take for the prototype', () => {
    expect(() => recordMaker([{ name: '__proto__' }])).toThrow(/__proto__/);
  });
});
