import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCache } from '../../../product-api/images/disk-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createDiskCache', () => {
  it('produces a file once, even for concurrent demands, and leaves no temporary file', async () => {
    const cache = createDiskCache(dir);
    let calls = 0;
    const produce = async (): Promise<string> => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return 'content';
    };
    await Promise.all([1, 2, 3, 4].map(() => cache.ensure('sub/file.svg', produce)));
    await cache.ensure('sub/file.svg', produce);
    expect(calls).toBe(1);
    expect(await readFile(path.join(dir, 'sub/file.svg'), 'utf8')).toBe('content');
    expect(await readdir(path.join(dir, 'sub'))).toEqual(['file.svg']);
  });

  it('writes nothing when production fails, and tries again next time', async () => {
    const cache = createDiskCache(dir);
    await expect(cache.ensure('a.png', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await readdir(dir)).toEqual([]);
    await cache.ensure('a.png', () => Promise.resolve(Buffer.from('ok')));
    expect(await readFile(path.join(dir, 'a.png'), 'utf8')).toBe('ok');
  });

  it('refuses paths that leave the cache directory', async () => {
    const cache = createDiskCache(dir);
    await expect(cache.ensure('../escape.svg', () => Promise.resolve('x'))).rejects.toThrow(
      /escapes/,
    );
  });
});
