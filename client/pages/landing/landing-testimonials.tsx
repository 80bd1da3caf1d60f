import type { LandingContent } from '../../api/queries/landing-content.ts';
import { cx } from '../../components/class-names.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import styles from './landing-sections.module.css';

/** The content's testimonials: who speaks, their picture, what they say (CMS text, ADR 015). */
export function LandingTestimonials({
  testimonials,
  compact = false,
}: {
  testimonials: LandingContent['testimonials'];
  compact?: boolean;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="landing-testimonials" className={styles.section}>
      <h2 id="landing-testimonials">Ils cuisinent avec nous</h2>
      <ul className={cx(styles.testimonials, compact && styles.testimonialsCompact)}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <MarkdownContent body={testimonial.quote} compact />
              </blockquote>
              <figcaption className={styles.author}>
                {testimonial.avatar ? (
                  <ResponsiveImage
                    picture={testimonial.avatar}
                    sizes="3rem"
                    className={styles.avatar}
                  />
                ) : null}
                {testimonial.author}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
