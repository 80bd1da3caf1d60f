// GET /uploads/…: the cover pictures (SVG, WebP in five sizes, PNG) and single icons, rendered
// on first request (the WebP sizes from the original PNG), cached on disk, then served as
// immutable static files.
import express from 'express';
import type { Response } from 'express';
import type { CoverArt } from '../seed/types.ts';
import path from 'node:path';
import { composeCoverSvg, iconSvg } from './compose-cover.ts';
import { createDiskCache, type DiskCache } from './disk-cache.ts';
import { hasIcon } from './icon-set.ts';
import { IMAGE_FORMATS, ORIGINAL_SIZE } from './image-formats.ts';
import { renderImage, resizeImage } from './render-image.ts';
import { parseUploadPath, type UploadExtension, type UploadTarget } from './upload-file-name.ts';

export interface UploadsRouterOptions {
  /** where rendered files are kept; created if missing */
  cacheDir: string;
  /** the cover art of a file hash, undefined when no media has this hash */
  findCover: (hash: string) => { art: CoverArt; seed: string } | undefined;
}

const CONTENT_TYPES: Record<UploadExtension, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
};

/** An SVG opened directly in a browser must not run script nor load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function notFound(res: Response): void {
  res.status(404).json({
    data: null,
    error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
  });
}

function producer(
  cache: DiskCache,
  target: Extract<UploadTarget, { kind: 'cover' }>,
  cover: { art: CoverArt; seed: string },
): () => Promise<Buffer | string> {
  const svg = () => composeCoverSvg(cover.art, cover.seed);
  // the original PNG, drawn once: the source of every WebP of the cover
  const original = `${target.hash}.png`;
  const drawOriginal = () => renderImage(svg(), ORIGINAL_SIZE.width, 'png');
  return async () => {
    if (target.ext === 'svg') return svg();
    if (target.file === original) return drawOriginal();
    await cache.ensure(original, drawOriginal);
    const width =
      target.format === 'original' ? ORIGINAL_SIZE.width : IMAGE_FORMATS[target.format].width;
    return resizeImage(path.join(cache.dir, original), width, target.ext);
  };
}

export function createUploadsRouter(options: UploadsRouterOptions): express.Router {
  const router = express.Router();
  const cache = createDiskCache(options.cacheDir);

  router.use('/uploads', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // req.path is still URL-encoded: '%2e%2e%2f' and the like simply do not parse.
    const target = parseUploadPath(req.path.slice(1));
    let produce: (() => Promise<Buffer | string>) | undefined;
    if (target?.kind === 'icon' && hasIcon(target.name)) {
      const name = target.name;
      produce = () => Promise.resolve(iconSvg(name));
    } else if (target?.kind === 'cover') {
      const cover = options.findCover(target.hash);
      if (cover) produce = producer(cache, target, cover);
    }
    if (!target || !produce) {
      notFound(res);
      return;
    }
    const ext: UploadExtension = target.kind === 'icon' ? 'svg' : target.ext;
    const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[ext] };
    if (ext === 'svg') headers['Content-Security-Policy'] = SVG_POLICY;

    cache.ensure(target.file, produce).then(
      () =>
        res.sendFile(
          target.file,
          { root: cache.dir, headers, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny' },
          (error?: Error) => {
            if (error && !res.headersSent) next(error);
          },
        ),
      next,
    );
  });

  return router;
}
