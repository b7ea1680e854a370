import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency-service.js';

describe('requestHash', () => {
  const body = { name: 'Acme', lines: [{ quantity: 1, rate: '2.00' }] };

  it('is the same for the same body whatever the order of its fields, and for a trailing slash', () => {
    const reordered = { lines: [{ rate: '2.00', quantity: 1 }], name: 'Acme' };
    expect(requestHash('POST', '/api/v1/invoices/1/invoiceLines', body)).toBe(
      requestHash('POST', '/api/v1/invoices/1/invoiceLines/', reordered),
    );
  });

  it('differs for another body, another path or another order of array items', () => {
    const hash = requestHash('POST', '/api/v1/clients', body);
    expect(requestHash('POST', '/api/v1/clients', { ...body, name: 'Acme Ltd' })).not.toBe(hash);
    expect(requestHash('POST', '/api/v1/suppliers', body)).not.toBe(hash);
    const twoLines = { lines: [{ a: 1 }, { b: 2 }] };
    expect(requestHash('POST', '/x', twoLines)).not.toBe(requestHash('POST', '/x', { lines: [{ b: 2 }, { a: 1 }] }));
  });
});
