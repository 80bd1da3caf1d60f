import type { LandingContent } from '../../api/queries/landing-content.ts';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import styles from './landing-sections.module.css';

type Slides = LandingContent['firstSlides'];

/** One promise of the first slides: its illustration and its line. */
function Slide({ item }: { item: Slides['items'][number] }) {
  return (
    <div className={styles.slide}>
      {item.icon ? (
        <ResponsiveImage picture={item.icon} sizes="3rem" className={styles.slideIcon} />
      ) : null}
      <p className={styles.slideText}>{item.text}</p>
    </div>
  );
}

const titleOf = (slides: Slides) => slides.title ?? 'En bref';

/** The content's first slides (`firstSlidesLRS`), in the site's carousel. */
export function FirstSlides({ slides }: { slides: Slides }) {
  if (slides.items.length === 0) return null;
  return (
    <section aria-labelledby="landing-slides" className={styles.slides}>
      <h2 id="landing-slides" className={styles.slidesTitle}>
        {titleOf(slides)}
      </h2>
      <Carousel
        label={titleOf(slides)}
        items={slides.items}
        itemKey={(item) => item.text}
        renderItem={(item) => <Slide item={item} />}
      />
    </section>
  );
}

/** The same promises as one row of short lines (the compact layout). */
export function FirstSlidesStrip({ slides }: { slides: Slides }) {
  if (slides.items.length === 0) return null;
  return (
    <section aria-labelledby="landing-slides" className={styles.strip}>
      <h2 id="landing-slides" className={styles.stripTitle}>
        {titleOf(slides)}
      </h2>
      <ul className={styles.stripList}>
        {slides.items.map((item) => (
          <li key={item.text}>
            <Slide item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
