import type * as z from 'zod/mini';
import type { strapiMedia } from './strapi-schemas.ts';

// A Strapi upload entry parsed into what an <img> needs (DESIGN §5: components never see raw
// Strapi shapes).

export interface Picture {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** the responsive widths, smallest first */
  sources: { url: string; width: number }[];
}

export function pictureOf(
  media: z.infer<typeof strapiMedia> | null | undefined,
  fallbackAlt: string,
): Picture | null {
  if (!media) return null;
  const width = media.width ?? 1200;
  const height = media.height ?? 800;
  const sources = Object.values(media.formats ?? {})
    .map((f) => ({ url: f.url, width: f.width }))
    .concat([{ url: media.url, width }])
    .sort((a, b) => a.width - b.width);
  return { url: media.url, alt: media.alternativeText ?? fallbackAlt, width, height, sources };
}

const illustrationName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const illustrationSize = 256;

/**
 * A CMS illustration named in a content (an avatar, an icon): the product API serves it at
 * `/uploads/icons/{name}.svg`, 256 × 256 (product-api/README.md); null for a name that is not
 * one, so that nothing else reaches the URL.
 */
export function illustrationPicture(name: string | null | undefined, alt: string): Picture | null {
  if (!name || !illustrationName.test(name)) return null;
  const url = `/uploads/icons/${name}.svg`;
  return {
    url,
    alt,
    width: illustrationSize,
    height: illustrationSize,
    sources: [{ url, width: illustrationSize }],
  };
}
