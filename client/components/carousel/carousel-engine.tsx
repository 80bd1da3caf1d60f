import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef } from 'react';

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

interface CarouselEngineProps {
  viewport: HTMLElement;
  /** where the native row is, or where a step under way is taking it */
  startLeft: () => number;
  onReady: (api: CarouselApi | undefined) => void;
}

/**
 * Embla, loaded only when a carousel comes near the screen (never in a page's initial
 * JavaScript): it takes over the viewport the server rendered, adds mouse drag and exact
 * snapping, and moves the track with `transform` through the CSSOM, which the CSP allows.
 * Renders nothing.
 */
export default function CarouselEngine({ viewport, startLeft, onReady }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
  });
  // the page of slides the visitor scrolled (or is scrolling) to natively, where Embla takes over
  const startPage = useRef(0);

  useEffect(() => {
    startPage.current = Math.round(startLeft() / Math.max(1, viewport.clientWidth));
    // Embla moves the track with a transform; the native scroll goes back to its origin
    viewport.scrollLeft = 0;
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport, startLeft]);

  useEffect(() => {
    if (api && startPage.current > 0) api.scrollTo(startPage.current, true);
    onReady(api);
  }, [api, onReady]);
  return null;
}
