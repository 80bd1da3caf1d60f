// Rasterises an SVG document with sharp (librsvg) at a given output width, and resizes a raster.
// The SVG is rasterised directly at the target scale (density = 72 dpi × scale), never upscaled
// from a small bitmap, so icons and edges stay crisp at every size.
import sharp, { type Sharp } from 'sharp';

export type RasterFormat = 'webp' | 'png';

const SVG_SIZE = /<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/;

/** The intrinsic width of an SVG document (its root width attribute), 1200 by default. */
function svgWidth(svg: string): number {
  const width = Number(SVG_SIZE.exec(svg)?.[1]);
  return Number.isFinite(width) && width > 0 ? width : 1200;
}

function checkWidth(width: number): void {
  if (!Number.isInteger(width) || width < 1 || width > 4000) {
    throw new Error(`image width must be an integer between 1 and 4000, got ${width}`);
  }
}

function encode(image: Sharp, format: RasterFormat): Promise<Buffer> {
  return format === 'webp'
    ? image.webp({ quality: 80, effort: 2, smartSubsample: true }).toBuffer()
    : // Truecolour: a 256-colour palette would halve the size but speckles flat areas.
      image.png({ compressionLevel: 6 }).toBuffer();
}

export async function renderImage(
  svg: string,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  checkWidth(width);
  // sharp wants a density of at least 1 dpi; the resize below settles tiny widths.
  const density = Math.max(1, (72 * width) / svgWidth(svg));
  return encode(sharp(Buffer.from(svg), { density }).resize({ width }), format);
}

/**
 * A raster file (a cover's lossless original) at a width no larger than its own: one drawing of
 * the SVG serves every size, each a Lanczos reduction of it (as Strapi derives its formats).
 */
export async function resizeImage(
  file: string,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  checkWidth(width);
  return encode(sharp(file).resize({ width, withoutEnlargement: true }), format);
}
