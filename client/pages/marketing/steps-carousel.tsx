import { Carousel } from '../../components/carousel/carousel.tsx';
import { weekSteps } from './how-it-works-content.ts';
import styles from './marketing-page.module.css';

/** spec §2: the carousel layout of how-it-works, a slide per step of the week. */
export function StepsCarousel() {
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title">Votre box, étape par étape</h2>
      <Carousel
        label="Les étapes de votre box"
        items={weekSteps}
        itemKey={(step) => step.title}
        renderItem={(step, index) => (
          <div className={styles.slide}>
            <p className={styles.stepNumber}>Étape {index + 1}</p>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        )}
      />
    </section>
  );
}
