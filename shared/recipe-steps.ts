// spec §5: « Recipe steps are sorted by position when all have one »; otherwise they keep the
// order the API gave them.

export interface PositionedStep {
  position?: number | null;
}

export function sortSteps<T extends PositionedStep>(steps: readonly T[]): T[] {
  const allPositioned = steps.every(
    (step) => typeof step.position === 'number' && Number.isFinite(step.position),
  );
  if (!allPositioned) return [...steps];
  // Array.prototype.sort is stable: equal positions keep their given order
  return [...steps].sort((a, b) => (a.position as number) - (b.position as number));
}
