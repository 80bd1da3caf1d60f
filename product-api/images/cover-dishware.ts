// Top-down ceramic: the large plate (rim, well, highlight, soft shadow) and the small bowl.
import type { Circle } from './cover-geometry.ts';
import type { CoverLayout } from './cover-layout.ts';
import type { CoverPalette } from './cover-palette.ts';
import { num, place } from './svg-format.ts';

function arc(radius: number, from: number, to: number): string {
  const point = (angle: number): string => {
    const a = (angle * Math.PI) / 180;
    return `${num(Math.cos(a) * radius)} ${num(Math.sin(a) * radius)}`;
  };
  return `M${point(from)}A${num(radius)} ${num(radius)} 0 0 1 ${point(to)}`;
}

/** A soft shadow cast toward the bottom right: a radial gradient, much cheaper than a blur. */
function castShadow(id: string, circle: Circle): string {
  return `<circle cx="${num(circle.r * 0.04)}" cy="${num(circle.r * 0.07)}" r="${num(circle.r * 1.13)}" fill="url(#${id}cast)"/>`;
}

/** A soft white highlight on the rim, top left, where the light comes from. */
function highlight(radius: number, from: number, to: number, width: number): string {
  const d = arc(radius, from, to);
  return (
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${num(width * 1.8)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${num(width)}" stroke-linecap="round"/>`
  );
}

export function plateSvg(id: string, layout: CoverLayout, palette: CoverPalette): string {
  const { plate } = layout;
  const { r, well } = plate;
  return (
    `<g transform="${place(plate.x, plate.y)}">` +
    castShadow(id, plate) +
    `<circle r="${num(r)}" fill="url(#${id}rim)"/>` +
    `<circle r="${num(r - 0.75)}" fill="none" stroke="${palette.plateEdge}" stroke-width="1.5"/>` +
    (palette.plateBand
      ? `<circle r="${num(r - 16)}" fill="none" stroke="${palette.plateBand}" stroke-opacity="0.8" stroke-width="3"/>`
      : '') +
    `<circle r="${num(well + 3)}" fill="none" stroke="${palette.plateEdge}" stroke-opacity="0.25" stroke-width="7"/>` +
    `<circle r="${num(well + 1)}" fill="none" stroke="${palette.plateEdge}" stroke-opacity="0.35" stroke-width="2.5"/>` +
    `<circle r="${num(well)}" fill="url(#${id}well)"/>` +
    highlight((r + well) / 2, 196, 252, 7) +
    `</g>`
  );
}

export function bowlSvg(id: string, bowl: Circle, palette: CoverPalette): string {
  const inner = bowl.r * 0.82;
  return (
    `<g transform="${place(bowl.x, bowl.y)}">` +
    castShadow(id, bowl) +
    `<circle r="${num(bowl.r)}" fill="url(#${id}glaze)"/>` +
    `<circle r="${num(inner)}" fill="url(#${id}bowl)"/>` +
    `<circle r="${num(inner)}" fill="none" stroke="${palette.shadow}" stroke-opacity="0.18" stroke-width="2"/>` +
    highlight((bowl.r + inner) / 2, 200, 250, 4) +
    `</g>`
  );
}
