import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true): the moment
 * to load what it needs, so that it is never in a page's initial JavaScript.
 */
export function useNearViewport(element: Element | null, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
