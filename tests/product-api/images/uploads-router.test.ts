import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadsRouter } from '../../../product-api/images/uploads-router.ts';
import type { CoverArt } from '../../../product-api/seed/types.ts';

const HASH = 'crevettes_citron_4f1c2a';
const covers = new Map<string, { art: CoverArt; seed: string }>([
  [
    HASH,
    {
      art: { items: ['shrimp', 'lemon', 'cooked-rice', 'herb'], background: '#f4e3c3' },
      seed: 'crevettes-citron',
    },
  ],
  ['broken_art', { art: { items: ['no-such-icon'], background: '#ffffff' }, seed: 'x' }],
]);

const NOT_FOUND = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

let root: string;
let cacheDir: string;
let app: express.Express;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-router-'));
  cacheDir = path.join(root, 'cache');
  // a file next to the cache that no request may reach
  await writeFile(path.join(root, 'secret.svg'), '<svg>secret</svg>');
  app = express();
  app.use(createUploadsRouter({ cacheDir, findCover: (hash) => covers.get(hash) }));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** GET as raw bytes, whatever the content type. */
function getBytes(url: string): request.Test {
  return request(app)
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

/** GET with the path sent exactly as written (supertest would normalise '..'). */
async function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('GET /uploads', () => {
  it.each([
    [`/uploads/${HASH}.webp`, 'image/webp', 'webp', 1200, 800],
    [`/uploads/${HASH}.png`, 'image/png', 'png', 1200, 800],
    [`/uploads/thumbnail_${HASH}.webp`, 'image/webp', 'webp', 245, 163],
    [`/uploads/small_${HASH}.webp`, 'image/webp', 'webp', 500, 333],
    [`/uploads/medium_${HASH}.webp`, 'image/webp', 'webp', 750, 500],
    [`/uploads/large_${HASH}.webp`, 'image/webp', 'webp', 1000, 667],
  ])('serves %s', async (url, type, format, width, height) => {
    const res = await getBytes(url).expect(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['etag']).toBeTruthy();
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format, width, height });
  });

  it('serves the SVG with a policy that forbids scripts', async () => {
    const res = await getBytes(`/uploads/${HASH}.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = (res.body as Buffer).toString('utf8');
    expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it('serves an icon', async () => {
    const res = await getBytes('/uploads/icons/lemon.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('renders once, then serves the file of the cache', async () => {
    const url = `/uploads/medium_${HASH}.webp`;
    const first = await getBytes(url).expect(200);
    const cached = path.join(cacheDir, `medium_${HASH}.webp`);
    expect(await readFile(cached)).toEqual(first.body);
    // replace the cached file: the next answer must be this file, not a new rendering
    const marker = await sharp({
      create: { width: 7, height: 5, channels: 3, background: '#ff0000' },
    })
      .webp()
      .toBuffer();
    await writeFile(cached, marker);
    const second = await getBytes(url).expect(200);
    expect(second.body).toEqual(marker);
  });

  it('draws the cover once: each WebP size is reduced from the original PNG', async () => {
    await rm(cacheDir, { recursive: true, force: true });
    await getBytes(`/uploads/large_${HASH}.webp`).expect(200);
    expect((await readdir(cacheDir)).sort()).toEqual([`${HASH}.png`, `large_${HASH}.webp`]);
    // a red original: the next size must come from it, not from a new drawing of the SVG
    await writeFile(
      path.join(cacheDir, `${HASH}.png`),
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    );
    const res = await getBytes(`/uploads/small_${HASH}.webp`).expect(200);
    const { channels } = await sharp(res.body as Buffer).stats();
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([
      expect.closeTo(255, -1),
      expect.closeTo(0, -1),
      expect.closeTo(0, -1),
    ]);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 500, height: 333 });
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `/uploads/small_${HASH}.webp`;
    const first = await getBytes(url).expect(200);
    await request(app).get(url).set('If-None-Match', String(first.headers['etag'])).expect(304);
  });

  it('renders a file once for concurrent requests and leaves no temporary file', async () => {
    const url = `/uploads/thumbnail_${HASH}.webp`;
    await rm(path.join(cacheDir, `thumbnail_${HASH}.webp`), { force: true });
    const answers = await Promise.all([1, 2, 3].map(() => getBytes(url).expect(200)));
    const [first, ...others] = answers.map((res) => res.body as Buffer);
    for (const other of others) expect(other).toEqual(first);
    const files = await readdir(cacheDir);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const { mtimeMs } = await stat(path.join(cacheDir, `thumbnail_${HASH}.webp`));
    await getBytes(url).expect(200);
    expect((await stat(path.join(cacheDir, `thumbnail_${HASH}.webp`))).mtimeMs).toBe(mtimeMs);
  });

  it('answers 404 in the error format for an unknown hash', async () => {
    for (const url of [
      '/uploads/unknown_hash.webp',
      '/uploads/small_unknown.webp',
      '/uploads/nope.svg',
    ]) {
      const res = await request(app).get(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect(await readdir(cacheDir)).not.toContain('unknown_hash.webp');
  });

  it('answers 404 for an unknown icon', async () => {
    const res = await request(app).get('/uploads/icons/no-such-icon.svg').expect(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it.each([
    '/uploads/',
    '/uploads/x',
    `/uploads/${HASH}.jpg`,
    `/uploads/${HASH}.WEBP`,
    `/uploads/small_${HASH}.png`,
    `/uploads/huge_${HASH}.webp`,
    `/uploads/${HASH}.webp/extra`,
    '/uploads/..%2Fsecret.svg',
    '/uploads/%2e%2e%2fsecret.svg',
    '/uploads/icons/..%2F..%2Fsecret.svg',
    '/uploads/.secret.svg',
    '/uploads/secret.svg%00.webp',
  ])('answers 404 to the odd name %s', async (url) => {
    const res = await request(app).get(url).expect(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it.each(['/uploads/../secret.svg', '/uploads/icons/../../secret.svg', '/uploads//secret.svg'])(
    'answers 404 to the raw path %s, never reading outside the cache',
    async (rawPath) => {
      const res = await rawGet(rawPath);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual(NOT_FOUND);
      expect(res.body).not.toContain('secret</svg>');
    },
  );

  it('leaves other methods to the next handlers', async () => {
    await request(app).post(`/uploads/${HASH}.webp`).expect(404);
    await request(app).head(`/uploads/${HASH}.webp`).expect(200);
  });

  it('answers 500, not a broken file, when the art cannot be drawn', async () => {
    await request(app).get('/uploads/broken_art.svg').expect(500);
    expect(await readdir(cacheDir)).not.toContain('broken_art.svg');
  });
});
