import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import { useFirstInteraction } from '../../app/first-interaction.ts';
import { useNearViewport } from '../use-near-viewport.ts';
import type { CarouselApi } from './carousel-engine.tsx';
import styles from './carousel.module.css';
import { useCarouselSteps } from './use-carousel-steps.ts';

const CarouselEngine = lazy(() => import('./carousel-engine.tsx'));

interface CarouselProps<T> {
  /** the carousel's accessible name: « Nos dernières recettes » */
  label: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** card: 85 % of a phone, 3 across a desktop; wide: one slide at a time */
  slideSize?: 'card' | 'wide';
}

/**
 * A row of slides that scrolls sideways (WAI-ARIA carousel pattern, not rotating by itself).
 * The server renders a native scroll-snap row, which swipes and scrolls without script; once
 * near the screen and the visitor uses the page, Embla takes it over (mouse drag, exact steps;
 * ADR 077). Previous / next buttons and the arrow keys move it; a focused slide is scrolled
 * into view; the layout is the same before and after, so nothing shifts. Reduced motion: steps
 * jump instead of sliding.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  slideSize = 'card',
}: CarouselProps<T>) {
  const trackId = useId();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(viewport);
  const interacted = useFirstInteraction();
  const [api, setApi] = useState<CarouselApi>();
  const { edges, step, onKeyDown, onNativeScroll, nativeLeft } = useCarouselSteps(
    viewport,
    api,
    items.length,
  );

  return (
    // a group rather than a region: the carousel usually sits in a section named by the same
    // heading, and two landmarks of one name would stutter (WAI-ARIA APG allows either)
    <div
      role="group"
      aria-roledescription="carrousel"
      aria-label={label}
      className={styles.carousel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-controls={trackId}
          aria-label="Précédent"
          // at an end the button says it is unavailable but keeps the focus (a `disabled`
          // button would drop it on the page's body)
          aria-disabled={edges.start}
          onClick={() => step(-1)}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-controls={trackId}
          aria-label="Suivant"
          aria-disabled={edges.end}
          onClick={() => step(1)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <div
        ref={setViewport}
        className={cx(styles.viewport, api && styles.enhanced)}
        onScroll={api ? undefined : onNativeScroll}
        // a native scroller must be reachable with the keyboard, even with no link inside; it
        // stays so once Embla has it (the arrow keys move it), or Embla's arrival would drop the
        // focus of whoever is on it to the page's start (WCAG 2.4.3)
        tabIndex={0}
      >
        <div id={trackId} className={styles.track}>
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${items.length}`}
              className={cx(styles.slide, styles[slideSize])}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {near && interacted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} startLeft={nativeLeft} onReady={setApi} />
        </Suspense>
      ) : null}
    </div>
  );
}
