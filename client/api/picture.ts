import * as z from 'zod/mini';

// A Strapi upload entry parsed into what an <img> needs (DESIGN §5: components never see raw
// Strapi shapes).

const format = z.object({ url: z.string(), width: z.number(), height: z.number() });

export const strapiMedia = z.object({
  url: z.string(),
  alternativeText: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  formats: z.nullish(z.record(z.string(), format)),
});

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
