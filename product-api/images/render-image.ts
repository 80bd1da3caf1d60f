// Rasterises an SVG document with sharp (librsvg) at a given output width. The SVG is
// rasterised directly at the target scale (density = 72 dpi × scale), never upscaled from a
// small bitmap, so icons and edges stay crisp at every size.
import sharp from 'sharp';

export type RasterFormat = 'webp' | 'png';

const SVG_SIZE = /<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/;

/** The intrinsic width of an SVG document (its root width attribute), 1200 by default. */
function svgWidth(svg: string): number {
  const width = Number(SVG_SIZE.exec(svg)?.[1]);
  return Number.isFinite(width) && width > 0 ? width : 1200;
}

export async function renderImage(
  svg: string,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  if (!Number.isInteger(width) || width < 1 || width > 4000) {
    throw new Error(`renderImage: width must be an integer between 1 and 4000, got ${width}`);
  }
  // sharp wants a density of at least 1 dpi; the resize below settles tiny widths.
  const density = Math.max(1, (72 * width) / svgWidth(svg));
  const image = sharp(Buffer.from(svg), { density }).resize({ width });
  return format === 'webp'
    ? image.webp({ quality: 80, effort: 2, smartSubsample: true }).toBuffer()
    : // Truecolour: a 256-colour palette would halve the size but speckles flat areas.
      image.png({ compressionLevel: 6 }).toBuffer();
}
