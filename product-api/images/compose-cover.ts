// The cover picture of a recipe or article: its ingredients plated, seen from above, on a
// table cloth. A pure function of (art, seed): the same slug always gives the same picture,
// two slugs with the same ingredients give two different pictures.
import type { CoverArt } from '../seed/types.ts';
import { bowlSvg, plateSvg } from './cover-dishware.ts';
import { coverDefs } from './cover-defs.ts';
import { COVER_HEIGHT, COVER_WIDTH, type Fleck, type Placement } from './cover-geometry.ts';
import { layoutCover, type CoverLayout } from './cover-layout.ts';
import { pickPalette } from './cover-palette.ts';
import { sauceSvg } from './cover-sauce.ts';
import { clothSvg, lightingSvg, napkinSvg } from './cover-table.ts';
import { dominantColor, iconBody, scopeIds } from './icon-set.ts';
import { createRandom, hashString } from '../lib/prng.ts';
import { num, place } from './svg-format.ts';

export { iconSvg } from './icon-set.ts';

/** One <symbol> per distinct icon, its ids scoped so that gradients never clash. */
function iconSymbols(names: string[], id: string): { defs: string; symbolOf: Map<string, string> } {
  const symbolOf = new Map<string, string>();
  const defs = names
    .filter((name, i) => names.indexOf(name) === i)
    .map((name, i) => {
      const { body, viewBox } = iconBody(name);
      const symbol = `${id}icon${i}`;
      symbolOf.set(name, symbol);
      return `<symbol id="${symbol}" viewBox="${viewBox}">${scopeIds(body, `${symbol}-`)}</symbol>`;
    })
    .join('');
  return { defs, symbolOf };
}

function itemSvg(item: Placement, symbolOf: Map<string, string>, id: string): string {
  const half = item.size / 2;
  // The shadow filter sits outside the rotation so that the light always comes from the top left.
  return (
    `<g transform="${place(item.x, item.y)}" filter="url(#${id}drop)">` +
    `<g transform="rotate(${num(item.rotate)})${item.flip ? ' scale(-1 1)' : ''}">` +
    `<use href="#${symbolOf.get(item.name) ?? ''}" x="${num(-half)}" y="${num(-half)}" width="${num(item.size)}" height="${num(item.size)}"/>` +
    `</g></g>`
  );
}

function fleckSvg(fleck: Fleck): string {
  if (fleck.kind === 'pepper') {
    return `<circle cx="${num(fleck.x)}" cy="${num(fleck.y)}" r="${num(fleck.size)}" fill="#3b2f2a" fill-opacity="0.85"/>`;
  }
  return `<ellipse transform="${place(fleck.x, fleck.y, fleck.rotate)}" rx="${num(fleck.size)}" ry="${num(fleck.size * 0.45)}" fill="#5e8f32"/>`;
}

function allNames(layout: CoverLayout): string[] {
  return [layout.star, ...layout.garnish, ...layout.side, ...layout.table].map((p) => p.name);
}

export function composeCoverSvg(art: CoverArt, seed: string): string {
  if (art.items.length === 0) throw new Error('CoverArt.items must name at least one icon');
  for (const name of art.items) iconBody(name); // throws a clear error for an unknown icon
  const random = createRandom(`cover:${seed}`);
  const id = `c${hashString(seed).toString(36)}-`;
  const palette = pickPalette(art.background, dominantColor(art.items[0] ?? ''), random);
  const layout = layoutCover(art.items, random);
  const { defs, symbolOf } = iconSymbols(allNames(layout), id);
  const items = (list: Placement[]): string =>
    list.map((item) => itemSvg(item, symbolOf, id)).join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `<defs>${coverDefs(id, palette)}${defs}</defs>` +
    clothSvg(id, palette) +
    napkinSvg(id, layout, palette) +
    (layout.bowl ? bowlSvg(id, layout.bowl, palette) : '') +
    items(layout.side) +
    items(layout.table) +
    plateSvg(id, layout, palette) +
    sauceSvg(layout.sauce, palette.sauce) +
    items(layout.garnish) +
    items([layout.star]) +
    layout.flecks.map(fleckSvg).join('') +
    lightingSvg(id) +
    `</svg>`
  );
}
