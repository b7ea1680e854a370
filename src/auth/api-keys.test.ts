import { describe, expect, it } from 'vitest';
import { apiKeyMatches, generateApiKey, hashApiKey, parseBasicAuthorization } from './api-keys.js';

const basic = (credentials: string, scheme = 'Basic') => `${scheme} ${Buffer.from(credentials).toString('base64')}`;

describe('generateApiKey', () => {
  it('gives at least 43 base64url characters carrying at least 32 bytes', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('gives a different key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => generateApiKey()));
    expect(keys.size).toBe(100);
  });
});

describe('hashApiKey', () => {
  it('gives 64 hexadecimal characters that do not contain the key', () => {
    const key = generateApiKey();
    const hash = hashApiKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key);
    expect(hash).not.toContain(Buffer.from(key, 'base64url').toString('hex'));
  });

  it('gives the same hash for the same key and different hashes for different keys', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(generateApiKey()));
  });
});

describe('apiKeyMatches', () => {
  const key = generateApiKey();
  const hash = hashApiKey(key);

  it('is true for the key whose hash is stored', () => {
    expect(apiKeyMatches(key, hash)).toBe(true);
  });

  it('is false for another key', () => {
    expect(apiKeyMatches(generateApiKey(), hash)).toBe(false);
    expect(apiKeyMatches(`${key}x`, hash)).toBe(false);
    expect(apiKeyMatches('', hash)).toBe(false);
  });

  it('is false against a truncated or empty stored hash', () => {
    expect(apiKeyMatches(key, hash.slice(0, 32))).toBe(false);
    expect(apiKeyMatches(key, hash.slice(0, 63))).toBe(false);
    expect(apiKeyMatches(key, '')).toBe(false);
  });
});

describe('parseBasicAuthorization', () => {
  it('reads the user name and password of a valid header', () => {
    expect(parseBasicAuthorization(basic('alice:s3cret'))).toEqual({ username: 'alice', password: 's3cret' });
  });

  it('reads the scheme case-insensitively', () => {
    expect(parseBasicAuthorization(basic('alice:s3cret', 'basic'))).toEqual({ username: 'alice', password: 's3cret' });
    expect(parseBasicAuthorization(basic('alice:s3cret', 'BASIC'))).toEqual({ username: 'alice', password: 's3cret' });
  });

  it('splits at the first colon only, so that the password may contain colons', () => {
    expect(parseBasicAuthorization(basic('alice:a:b::c'))).toEqual({ username: 'alice', password: 'a:b::c' });
  });

  it.each(['ali\0ce:s3cret', 'alice:s3\0cret', '\x01alice:s3cret', 'alice:s3cret\x7f', 'alice\x9f:s3cret'])(
    'refuses a user name or password with a control character (%j)',
    (credentials) => {
      expect(parseBasicAuthorization(basic(credentials))).toBeUndefined();
    },
  );

  it('reads an empty password as an empty string', () => {
    expect(parseBasicAuthorization(basic('alice:'))).toEqual({ username: 'alice', password: '' });
  });

  it.each([
    ['a missing header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Bearer x'],
    ['another scheme with base64 credentials', basic('alice:s3cret', 'Bearer')],
    ['the scheme alone', 'Basic'],
    ['the scheme with no space', `Basic${Buffer.from('alice:s3cret').toString('base64')}`],
    ['text that is not base64', 'Basic !!!not-base64!!!'],
    ['base64 with padding in the middle', 'Basic YQ==YQ=='],
    ['credentials with no colon', basic('alice')],
    ['an empty user name', basic(':s3cret')],
  ])('answers undefined for %s', (_, header) => {
    expect(parseBasicAuthorization(header)).toBeUndefined();
  });
});
