// The fluent-emoji-flat icon set (MIT): icon bodies for the cover pictures, and single icons
// as standalone SVG documents (avatars, logos). The 9 MB JSON is read once, on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';

type IconifyJSON = Parameters<typeof getIconData>[0];

export interface IconBody {
  /** SVG markup of the icon, in its own coordinates (see viewBox) */
  body: string;
  /** e.g. '0 0 32 32' */
  viewBox: string;
}

/** Icon names are lower-case ASCII words joined by dashes, e.g. 'cooked-rice'. */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let iconSet: IconifyJSON | undefined;
const bodies = new Map<string, IconBody>();

function loadIconSet(): IconifyJSON {
  if (!iconSet) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
    iconSet = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
  }
  return iconSet;
}

export function hasIcon(name: string): boolean {
  return ICON_NAME.test(name) && getIconData(loadIconSet(), name) !== null;
}

/**
 * The body of an icon, ids NOT yet made unique: pass it through replaceIDs() or scopeIds()
 * before putting several icons in one document. Throws for an unknown icon name.
 */
export function iconBody(name: string): IconBody {
  const cached = bodies.get(name);
  if (cached) return cached;
  const data = ICON_NAME.test(name) ? getIconData(loadIconSet(), name) : null;
  if (!data) throw new Error(`Unknown icon "${name}" in the fluent-emoji-flat set`);
  const built = iconToSVG(data);
  const result = { body: built.body, viewBox: built.attributes.viewBox };
  bodies.set(name, result);
  return result;
}

/** One icon as a standalone 256×256 SVG document (the icon's viewBox scaled up). */
export function iconSvg(name: string): string {
  const { body, viewBox } = iconBody(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="${viewBox}">` +
    `${replaceIDs(body)}</svg>`
  );
}

/**
 * Prefix every id of an icon body (and the `#id` references to it) with `prefix`.
 * Like replaceIDs() but deterministic: replaceIDs() adds a global counter, so the same cover
 * would not give the same markup twice, and covers must be pure functions of their seed.
 */
export function scopeIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? '');
  if (ids.length === 0) return body;
  const alternatives = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`(id="|#)(${alternatives})(?=["')])`, 'g');
  return body.replace(pattern, (_match, lead: string, id: string) => `${lead}${prefix}${id}`);
}

/** The main colour of an icon: the fill of its first shape, the base the details sit on. */
export function dominantColor(name: string): string {
  const fill = /\sfill="(#[0-9a-f]{6})"/i.exec(iconBody(name).body)?.[1];
  return fill ?? '#808080';
}
