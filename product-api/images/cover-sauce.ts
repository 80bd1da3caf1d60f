// A pool of sauce under the star: a smooth closed curve through the layout's wobbly points
// (Catmull-Rom turned into cubic Béziers), with a lighter glossy centre.
import { mix } from './color.ts';
import type { Point } from './cover-geometry.ts';
import { num } from './svg-format.ts';

function smoothClosedPath(points: Point[]): string {
  const at = (i: number): Point => points[(i + points.length) % points.length] ?? { x: 0, y: 0 };
  const first = at(0);
  let path = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    path += `C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return `${path}Z`;
}

function scaled(points: Point[], factor: number): Point[] {
  const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  return points.map((p) => ({ x: cx + (p.x - cx) * factor - 6, y: cy + (p.y - cy) * factor - 8 }));
}

export function sauceSvg(points: Point[], color: string): string {
  if (points.length < 3) return '';
  return (
    `<path d="${smoothClosedPath(points)}" fill="${color}" stroke="${mix(color, '#7a5a3a', 0.25)}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<path d="${smoothClosedPath(scaled(points, 0.72))}" fill="${mix(color, '#ffffff', 0.22)}" fill-opacity="0.7"/>`
  );
}
