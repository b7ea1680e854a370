import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtDigest, digestOfInputs } from '../scripts/build-inputs.mjs';

/** The spawned servers and CLI run dist/: it must be built from the sources under test, never older ones. */

describe('the dist/ the tests run', () => {
  it('was built from the sources as they are now', () => {
    expect(builtDigest()).toBe(digestOfInputs());
  });
});

describe('the digest of what dist/ is built from', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
    write('src/app.ts', 'export const app = 1;');
    write('src/app.test.ts', 'test();');
    write('migrations/2026-01-01-start.ts', 'export async function up() {}');
    for (const file of ['package.json', 'package-lock.json', 'tsconfig.json']) write(file, '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('changes when a source, a migration or the locked dependencies change', () => {
    const before = digestOfInputs(root);
    for (const [path, text] of [
      ['src/app.ts', 'export const app = 2;'],
      ['migrations/2026-01-01-start.ts', 'export async function up() { return; }'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const unchanged = digestOfInputs(root);
      write(path, text);
      expect(digestOfInputs(root), path).not.toBe(unchanged);
    }
    expect(digestOfInputs(root)).not.toBe(before);
  });

  it('changes when a source is added, removed or renamed', () => {
    const before = digestOfInputs(root);
    write('src/shared/money.ts', 'export {};');
    const added = digestOfInputs(root);
    expect(added).not.toBe(before);
    renameSync(join(root, 'src/shared/money.ts'), join(root, 'src/shared/cash.ts'));
    const renamed = digestOfInputs(root);
    expect(renamed).not.toBe(added);
    rmSync(join(root, 'src/shared/cash.ts'));
    expect(digestOfInputs(root)).toBe(before);
    rmSync(join(root, 'migrations/2026-01-01-start.ts'));
    expect(digestOfInputs(root)).not.toBe(before);
  });

  it('stays the same when only a test changes, as the build leaves tests out', () => {
    const before = digestOfInputs(root);
    write('src/app.test.ts', 'test(); test();');
    expect(digestOfInputs(root)).toBe(before);
  });
});
