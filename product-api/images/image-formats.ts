// The picture sizes of the product API, as Strapi's upload plugin names them: every cover is a
// 3:2 picture of 1200×800 (its original), resized to four responsive formats, all in WebP.

export type ImageFormatName = 'thumbnail' | 'small' | 'medium' | 'large';

export interface ImageSize {
  width: number;
  height: number;
}

/** The original picture: what composeCoverSvg draws and /uploads/<hash>.webp serves. */
export const ORIGINAL_SIZE: Readonly<ImageSize> = { width: 1200, height: 800 };

const heightFor = (width: number): number =>
  Math.round((width * ORIGINAL_SIZE.height) / ORIGINAL_SIZE.width);

/** The responsive formats, smallest first (width as in Strapi's breakpoints, height for 3:2). */
export const IMAGE_FORMATS: Readonly<Record<ImageFormatName, Readonly<ImageSize>>> = {
  thumbnail: { width: 245, height: heightFor(245) },
  small: { width: 500, height: heightFor(500) },
  medium: { width: 750, height: heightFor(750) },
  large: { width: 1000, height: heightFor(1000) },
};

export const IMAGE_FORMAT_NAMES = Object.keys(IMAGE_FORMATS) as ImageFormatName[];

export function isImageFormatName(value: string): value is ImageFormatName {
  return Object.hasOwn(IMAGE_FORMATS, value);
}

/** One entry of a Strapi v5 media `formats` object. */
export interface StrapiImageFormat {
  name: string;
  hash: string;
  ext: '.webp';
  mime: 'image/webp';
  path: null;
  width: number;
  height: number;
  /** kilobytes, 2 decimals (estimated: pictures are rendered on first request) */
  size: number;
  sizeInBytes: number;
  url: string;
}

export type StrapiImageFormats = Record<ImageFormatName, StrapiImageFormat>;

/**
 * Estimated WebP size of a cover in bytes, fitted on rendered covers (quality 80): flat
 * illustrations compress better the larger they are, hence the power below 1.
 */
export function estimateWebpBytes({ width, height }: ImageSize): number {
  return Math.round(4.7 * (width * height) ** 0.65);
}

const kilobytes = (bytes: number): number => Math.round((bytes / 1000) * 100) / 100;

/** 'Poulet rôti.png' → 'Poulet rôti.webp': formats are always WebP. */
function webpName(name: string): string {
  return `${name.replace(/\.[a-z0-9]+$/i, '')}.webp`;
}

export function formatUrl(format: ImageFormatName, hash: string): string {
  return `/uploads/${format}_${hash}.webp`;
}

/**
 * The Strapi v5 `formats` object of a cover. `hash` is the file hash (the file names are
 * derived from it), `name` the original file name, e.g. 'poulet-roti.webp'.
 */
export function formatsFor(hash: string, name: string): StrapiImageFormats {
  const entry = (format: ImageFormatName): StrapiImageFormat => {
    const size = IMAGE_FORMATS[format];
    const bytes = estimateWebpBytes(size);
    return {
      name: `${format}_${webpName(name)}`,
      hash: `${format}_${hash}`,
      ext: '.webp',
      mime: 'image/webp',
      path: null,
      width: size.width,
      height: size.height,
      size: kilobytes(bytes),
      sizeInBytes: bytes,
      url: formatUrl(format, hash),
    };
  };
  return {
    thumbnail: entry('thumbnail'),
    small: entry('small'),
    medium: entry('medium'),
    large: entry('large'),
  };
}

export interface OriginalImage extends ImageSize {
  /** the original, WebP: '/uploads/<hash>.webp' */
  url: string;
  ext: '.webp';
  mime: 'image/webp';
  /** kilobytes, 2 decimals, estimated */
  size: number;
  sizeInBytes: number;
  /** same picture as PNG, for og:image (social networks do not all read WebP) */
  pngUrl: string;
  /** the vector source */
  svgUrl: string;
}

export function originalFor(hash: string): OriginalImage {
  const bytes = estimateWebpBytes(ORIGINAL_SIZE);
  return {
    url: `/uploads/${hash}.webp`,
    ext: '.webp',
    mime: 'image/webp',
    width: ORIGINAL_SIZE.width,
    height: ORIGINAL_SIZE.height,
    size: kilobytes(bytes),
    sizeInBytes: bytes,
    pngUrl: `/uploads/${hash}.png`,
    svgUrl: `/uploads/${hash}.svg`,
  };
}
