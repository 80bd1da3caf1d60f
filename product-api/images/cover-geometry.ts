// Shapes and helpers shared by the cover layout modules. Coordinates are in the 1200×800
// picture, angles in degrees.

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;

export interface Placement {
  name: string;
  x: number;
  y: number;
  size: number;
  /** degrees */
  rotate: number;
  /** drawn mirrored (a shrimp facing the other way) */
  flip?: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface Circle {
  x: number;
  y: number;
  r: number;
}

export interface Fleck {
  x: number;
  y: number;
  size: number;
  rotate: number;
  kind: 'herb' | 'pepper';
}

export const toRadians = (angle: number): number => (angle * Math.PI) / 180;

export function polar(cx: number, cy: number, angle: number, distance: number): Point {
  return {
    x: cx + Math.cos(toRadians(angle)) * distance,
    y: cy + Math.sin(toRadians(angle)) * distance,
  };
}
