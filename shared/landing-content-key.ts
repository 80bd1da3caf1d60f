// Spec §7 and DECISIONS, « Static contents »: a landing page reads its content from
// GET /static-contents, the entry whose slug is a prefix plus the page's key.

const landingContentKeys = ['famille', 'moins20min', 'thermomix', 'bio', 'generique'] as const;

export type LandingContentKey = (typeof landingContentKeys)[number];

/** What the CMS puts before the key (`landing-famille`, the product API's seed, ADR 040). */
const landingContentPrefix = 'landing-';

const isKey = (value: string): value is LandingContentKey =>
  (landingContentKeys as readonly string[]).includes(value);

/**
 * The page key of a landing's path: its first segment with a trailing `2` removed (`/bio2` is
 * `bio`, `/thermomix2/4-3` is `thermomix`). `/generique` and its two variants, `/generiquev2`
 * and `/generique-landing`, read `generique` (DECISIONS), as does any other path.
 */
export function landingContentKey(pathname: string): LandingContentKey {
  const segment = (pathname.split('/').find(Boolean) ?? '').toLowerCase();
  const key = segment.replace(/2$/, '');
  return isKey(key) ? key : 'generique';
}

/** The slug of a key's static content: `landing-famille`. */
export const landingContentSlug = (key: LandingContentKey): string =>
  `${landingContentPrefix}${key}`;
