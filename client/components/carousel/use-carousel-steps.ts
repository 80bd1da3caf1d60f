import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../use-reduced-motion.ts';
import type { CarouselApi } from './carousel-engine.tsx';

/**
 * The carousel's moves: whether it is at either end, one step back or forth (Embla once it
 * runs, the native scroll before), and the arrow keys. Reduced motion: steps jump.
 */
export function useCarouselSteps(
  viewport: HTMLElement | null,
  api: CarouselApi | undefined,
  itemCount: number,
) {
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ start: true, end: itemCount <= 1 });
  const nativeTarget = useRef<number | null>(null);

  const updateEdges = useCallback(() => {
    if (api) setEdges({ start: !api.canScrollPrev(), end: !api.canScrollNext() });
    else if (viewport)
      setEdges({
        start: viewport.scrollLeft <= 1,
        end: viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1,
      });
  }, [api, viewport]);

  useEffect(() => {
    updateEdges();
    if (!api) return;
    api.on('select', updateEdges).on('reInit', updateEdges);
    return () => {
      api.off('select', updateEdges).off('reInit', updateEdges);
    };
  }, [api, updateEdges]);

  const step = (direction: -1 | 1) => {
    if (direction < 0 ? edges.start : edges.end) return;
    if (api) {
      if (direction < 0) api.scrollPrev(reducedMotion);
      else api.scrollNext(reducedMotion);
    } else if (viewport) {
      const from = nativeTarget.current ?? viewport.scrollLeft;
      const end = viewport.scrollWidth - viewport.clientWidth;
      const left = Math.min(end, Math.max(0, from + direction * viewport.clientWidth));
      nativeTarget.current = left;
      viewport.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  };

  /** The native row scrolled: its ends, and a step's destination forgotten once reached. */
  const onNativeScroll = () => {
    if (viewport && Math.abs(viewport.scrollLeft - (nativeTarget.current ?? NaN)) < 1)
      nativeTarget.current = null;
    updateEdges();
  };

  /** Where the native row is going (or is): where the engine takes it over. */
  const nativeLeft = useCallback(
    () => nativeTarget.current ?? viewport?.scrollLeft ?? 0,
    [viewport],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return { edges, step, onKeyDown, onNativeScroll, nativeLeft };
}
