// A write-once file cache: a file is produced on first demand, written atomically (temporary
// file, then rename, so a reader never sees half a file) and read from disk afterwards.
// Concurrent demands for the same file share one production.
import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DiskCache {
  readonly dir: string;
  /** Make sure `relativePath` exists in the cache, producing it if needed. */
  ensure(relativePath: string, produce: () => Promise<Buffer | string>): Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function createDiskCache(dir: string): DiskCache {
  const root = path.resolve(dir);
  const inFlight = new Map<string, Promise<void>>();
  return {
    dir: root,
    ensure(relativePath, produce) {
      const file = path.resolve(root, relativePath);
      if (!file.startsWith(root + path.sep)) {
        return Promise.reject(new Error(`Path escapes the cache: ${relativePath}`));
      }
      const pending = inFlight.get(file);
      if (pending) return pending;
      const task = (async () => {
        if (await exists(file)) return;
        await writeAtomically(file, await produce());
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, task);
      return task;
    },
  };
}
