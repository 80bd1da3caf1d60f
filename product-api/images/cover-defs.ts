// Shared <defs> of a cover: blur and drop-shadow filters, the ceramic gradients, the cloth
// patterns. Every id starts with the cover's prefix.
import { mix } from './color.ts';
import type { CoverPalette } from './cover-palette.ts';

/** Thread lines every 3 units across a 96-unit tile, horizontal (H) or vertical (V). */
function lines(direction: 'H' | 'V'): string {
  const offsets = Array.from({ length: 32 }, (_, i) => 1.5 + i * 3);
  return offsets.map((o) => (direction === 'H' ? `M0 ${o}H96` : `M${o} 0V96`)).join('');
}

export function coverDefs(id: string, palette: CoverPalette): string {
  const { plate, plateEdge, shadow, bowlInside, bowlGlaze, clothShade, clothLight } = palette;
  return [
    `<radialGradient id="${id}cast"><stop offset="0.78" stop-color="${shadow}" stop-opacity="0.4"/>` +
      `<stop offset="0.9" stop-color="${shadow}" stop-opacity="0.14"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}blur-s" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="5"/></filter>`,
    `<filter id="${id}drop" x="-30%" y="-30%" width="170%" height="170%" color-interpolation-filters="sRGB">` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dx="5" dy="9" result="blur"/>` +
      `<feFlood flood-color="${shadow}" flood-opacity="0.3"/><feComposite in2="blur" operator="in"/>` +
      `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<radialGradient id="${id}rim"><stop offset="0.72" stop-color="${mix(plate, plateEdge, 0.5)}"/>` +
      `<stop offset="0.8" stop-color="${mix(plate, '#ffffff', 0.6)}"/><stop offset="0.95" stop-color="${plate}"/>` +
      `<stop offset="1" stop-color="${plateEdge}"/></radialGradient>`,
    `<radialGradient id="${id}well" fx="0.42" fy="0.4"><stop offset="0" stop-color="${mix(plate, '#ffffff', 0.7)}"/>` +
      `<stop offset="0.82" stop-color="${plate}"/><stop offset="1" stop-color="${mix(plate, plateEdge, 0.7)}"/></radialGradient>`,
    `<radialGradient id="${id}bowl" fx="0.6" fy="0.64" r="0.55"><stop offset="0" stop-color="${mix(bowlInside, '#ffffff', 0.25)}"/>` +
      `<stop offset="0.7" stop-color="${bowlInside}"/><stop offset="1" stop-color="${mix(bowlInside, shadow, 0.35)}"/></radialGradient>`,
    `<linearGradient id="${id}glaze" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(bowlGlaze, '#ffffff', 0.25)}"/>` +
      `<stop offset="1" stop-color="${mix(bowlGlaze, shadow, 0.25)}"/></linearGradient>`,
    `<linearGradient id="${id}steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f6f8"/>` +
      `<stop offset="0.45" stop-color="#c9cfd6"/><stop offset="0.7" stop-color="#a9b1ba"/><stop offset="1" stop-color="#e3e7eb"/></linearGradient>`,
    // Big tiles: librsvg repaints small pattern tiles one by one at fractional scales (slow).
    `<pattern id="${id}linen" width="96" height="96" patternUnits="userSpaceOnUse">` +
      `<path d="${lines('H')}" stroke="${clothShade}" stroke-opacity="0.12"/>` +
      `<path d="${lines('V')}" stroke="${clothLight}" stroke-opacity="0.14"/></pattern>`,
    `<pattern id="${id}stripes" width="150" height="150" patternUnits="userSpaceOnUse">` +
      `<rect width="52" height="150" fill="${clothShade}" fill-opacity="0.09"/>` +
      `<rect x="62" width="4" height="150" fill="${clothShade}" fill-opacity="0.09"/></pattern>`,
    `<pattern id="${id}check" width="96" height="96" patternUnits="userSpaceOnUse">` +
      `<rect width="48" height="96" fill="${clothShade}" fill-opacity="0.06"/>` +
      `<rect width="96" height="48" fill="${clothShade}" fill-opacity="0.06"/></pattern>`,
    `<radialGradient id="${id}vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${shadow}" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="${shadow}" stop-opacity="0.34"/></radialGradient>`,
    `<linearGradient id="${id}light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>` +
      `<stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
  ].join('');
}
