import type { Picture } from '../api/picture.ts';
import styles from './responsive-image.module.css';
import { sitePath } from '../app/base-path.ts';

interface ResponsiveImageProps {
  picture: Picture;
  /** CSS `sizes`: how wide the image is drawn */
  sizes: string;
  /** the first image a visitor sees: fetched at once, with high priority */
  priority?: boolean;
  className?: string;
}

/**
 * An API picture with its width and height (no layout shift) and its formats as `srcset`; its
 * URLs are the site's paths, under the base path (ADR 051).
 */
export function ResponsiveImage({
  picture,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const image = (
    <img
      className={className}
      src={sitePath(picture.sources.find((source) => source.width >= 500)?.url ?? picture.url)}
      srcSet={picture.sources
        .map((source) => `${sitePath(source.url)} ${source.width}w`)
        .join(', ')}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      // the browser's defaults (eager, auto priority) are left unwritten
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
  // Inside <picture>, React writes no <link rel="preload"> for the image. Chromium's mobile
  // emulation read that link's `imagesizes` against a desktop-wide first layout, fetched a
  // larger file than the <img> then used, and warned that the preload went unused. The <img>
  // is early in the HTML with fetchpriority="high", which is what makes it fast.
  return priority ? <picture className={styles.picture}>{image}</picture> : image;
}
