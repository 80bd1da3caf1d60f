import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { uncachedPages } from './against-static.ts';
import { startProductApiProcess } from './product-api-process.ts';
import { startBenchServer } from './site-server-process.ts';

export interface AnotherNode {
  execPath: string;
  version: string;
}

/** `BENCH_NODE`'s binary and its version, asked before the bench's first measure. */
export async function anotherNode(execPath: string): Promise<AnotherNode> {
  try {
    const { stdout } = await promisify(execFile)(execPath, ['--version']);
    return { execPath, version: stdout.trim() };
  } catch (error) {
    throw new Error(`BENCH_NODE=${execPath} is not a Node binary that runs here`, {
      cause: error,
    });
  }
}

/**
 * The uncached figures of DESIGN §11 again, the site server run by another Node (`BENCH_NODE`,
 * the path of its binary: the image's LTS, ADR 079), the same build and pages. The product
 * API runs apart, by the bench's own Node: its native module is built for that one.
 */
export async function uncachedOnAnotherNode(
  { execPath, version }: AnotherNode,
  recipePath: string,
) {
  const api = await startProductApiProcess();
  try {
    await api.ready();
    const server = await startBenchServer({ execPath, productApiUrl: api.url });
    try {
      return { node: version, ...(await uncachedPages(server.base, recipePath)) };
    } finally {
      server.stop();
    }
  } finally {
    api.stop();
  }
}
