// The table: cloth with its weave, light and vignette; the napkin with its stripes; cutlery.
import { COVER_HEIGHT, COVER_WIDTH } from './cover-geometry.ts';
import type { CoverLayout } from './cover-layout.ts';
import type { CoverPalette } from './cover-palette.ts';
import { num, place } from './svg-format.ts';

const FULL = `width="${COVER_WIDTH}" height="${COVER_HEIGHT}"`;

export function clothSvg(id: string, palette: CoverPalette): string {
  const pattern =
    palette.clothPattern === 'linen'
      ? ''
      : `<rect ${FULL} fill="url(#${id}${palette.clothPattern})"/>`;
  return `<rect ${FULL} fill="${palette.cloth}"/>${pattern}<rect ${FULL} fill="url(#${id}linen)"/>`;
}

export function lightingSvg(id: string): string {
  return `<rect ${FULL} fill="url(#${id}light)"/><rect ${FULL} fill="url(#${id}vignette)"/>`;
}

export function napkinSvg(id: string, layout: CoverLayout, palette: CoverPalette): string {
  const { x, y, width: w, height: h, rotate } = layout.napkin;
  const left = -w / 2;
  const top = -h / 2;
  const stripe = (offset: number, height: number): string =>
    `<rect x="${num(left)}" y="${num(offset)}" width="${num(w)}" height="${num(height)}" fill="${palette.napkinAccent}" fill-opacity="0.85"/>`;
  return (
    `<g transform="${place(x, y, rotate)}">` +
    `<rect x="${num(left + 8)}" y="${num(top + 12)}" width="${num(w)}" height="${num(h)}" rx="4" fill="${palette.shadow}" fill-opacity="0.22" filter="url(#${id}blur-s)"/>` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" rx="4" fill="${palette.napkin}"/>` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" rx="4" fill="url(#${id}linen)"/>` +
    stripe(top + 34, 12) +
    stripe(top + 54, 4) +
    stripe(-top - 58, 4) +
    stripe(-top - 46, 12) +
    `<path d="M${num(left + w * 0.34)} ${num(top)}V${num(-top)}" stroke="${palette.shadow}" stroke-opacity="0.07" stroke-width="3"/>` +
    `<path d="M${num(left + w * 0.34 + 2)} ${num(top)}V${num(-top)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"/>` +
    `</g>` +
    cutlerySvg(id, x, y, rotate)
  );
}

function cutlerySvg(id: string, x: number, y: number, rotate: number): string {
  const fork =
    `<g transform="translate(-38 6)">` +
    `<rect x="-10" y="-40" width="20" height="250" rx="10"/>` +
    `<path d="M-7 -36L-22 -118H22L7 -36Z"/>` +
    `<rect x="-23" y="-132" width="46" height="26" rx="9"/>` +
    [-23, -11, 1, 13]
      .map((tx) => `<rect x="${tx}" y="-215" width="10" height="100" rx="5"/>`)
      .join('') +
    `</g>`;
  const knife =
    `<g transform="translate(40 0)">` +
    `<rect x="-12" y="10" width="24" height="206" rx="12"/>` +
    `<path d="M-10 16V-178Q-10 -218 12 -222Q17 -170 15 -100L13 16Z"/>` +
    `</g>`;
  return (
    `<g transform="${place(x, y, rotate)}" fill="url(#${id}steel)" filter="url(#${id}drop)">` +
    fork +
    knife +
    `</g>`
  );
}
