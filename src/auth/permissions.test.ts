import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { assertAllowed, leastRoleFor, rightsOf, SCOPES } from './permissions.js';

describe('rights of a call', () => {
  it('are the scopes of the role that the key also has', () => {
    // A bookkeeper's role grants read and the four writes; the key adds admin, which the role does not grant.
    expect([...rightsOf({ role: 'bookkeeper', scopes: ['read', 'write:payments', 'admin'] })].sort()).toEqual([
      'read',
      'write:payments',
    ]);
    expect([...rightsOf({ role: 'viewer', scopes: SCOPES })]).toEqual(['read']);
    expect([...rightsOf({ role: 'admin', scopes: SCOPES })].sort()).toEqual([...SCOPES].sort());
    expect([...rightsOf({ role: 'owner', scopes: ['write:banking'] })]).toEqual(['write:banking']);
  });

  it('name the least role that has a permission', () => {
    expect(leastRoleFor('read')).toBe('viewer');
    expect(leastRoleFor('authenticated')).toBe('viewer');
    expect(leastRoleFor('write:documents')).toBe('bookkeeper');
    expect(leastRoleFor('write:journals')).toBe('bookkeeper');
    expect(leastRoleFor('admin')).toBe('admin');
  });

  it('refuse with the role needed, and the scope when the key lacks it', () => {
    const refusal = (caller: Parameters<typeof assertAllowed>[0], permission: Parameters<typeof assertAllowed>[1]) => {
      try {
        assertAllowed(caller, permission);
        return undefined;
      } catch (error) {
        return error instanceof DomainError ? { kind: error.kind, ...error.extensions } : error;
      }
    };
    expect(refusal({ role: 'viewer', scopes: SCOPES }, 'write:documents')).toEqual({
      kind: 'forbidden',
      requiredRole: 'bookkeeper',
    });
    expect(refusal({ role: 'owner', scopes: ['read'] }, 'admin')).toEqual({
      kind: 'forbidden',
      requiredRole: 'admin',
      requiredScope: 'admin',
    });
    expect(refusal({ role: 'viewer', scopes: [] }, 'authenticated')).toBeUndefined();
    expect(refusal({ role: 'bookkeeper', scopes: ['write:banking'] }, 'write:banking')).toBeUndefined();
  });
});
