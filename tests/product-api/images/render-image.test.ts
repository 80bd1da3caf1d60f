import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeCoverSvg } from '../../../product-api/images/compose-cover.ts';
import { renderImage, resizeImage } from '../../../product-api/images/render-image.ts';

const svg = composeCoverSvg(
  { items: ['cut-of-meat', 'potato', 'mushroom', 'herb'], background: '#ead7c3' },
  'entrecote-pommes-grenaille',
);

describe('renderImage', () => {
  it.each([
    [245, 163],
    [500, 333],
    [1000, 667],
    [1200, 800],
  ])('renders a %i px wide WebP', async (width, height) => {
    const image = await renderImage(svg, width, 'webp');
    expect(image.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width, height });
  });

  it('renders a PNG, for og:image', async () => {
    const image = await renderImage(svg, 1200, 'png');
    expect(image.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await sharp(image).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 800,
    });
  });

  it('draws a picture, not a blank page', async () => {
    const stats = await sharp(await renderImage(svg, 245, 'webp')).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });

  it('renders tiny and large widths too', async () => {
    expect(await sharp(await renderImage(svg, 12, 'png')).metadata()).toMatchObject({ width: 12 });
    expect(await sharp(await renderImage(svg, 2400, 'webp')).metadata()).toMatchObject({
      width: 2400,
      height: 1600,
    });
  });

  it('refuses absurd widths', async () => {
    await expect(renderImage(svg, 0, 'webp')).rejects.toThrow(/width/);
    await expect(renderImage(svg, 12.5, 'png')).rejects.toThrow(/width/);
    await expect(renderImage(svg, 100_000, 'png')).rejects.toThrow(/width/);
  });

  it('reduces a raster file, never enlarges it', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'resize-image-')), 'cover.png');
    await writeFile(file, await renderImage(svg, 1200, 'png'));
    const small = await resizeImage(file, 245, 'webp');
    expect(await sharp(small).metadata()).toMatchObject({
      format: 'webp',
      width: 245,
      height: 163,
    });
    expect(await sharp(await resizeImage(file, 2400, 'png')).metadata()).toMatchObject({
      width: 1200,
    });
    await expect(resizeImage(file, 0, 'webp')).rejects.toThrow(/width/);
    await rm(path.dirname(file), { recursive: true });
  });
});
