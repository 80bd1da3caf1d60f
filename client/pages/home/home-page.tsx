import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../components/link.tsx';
import { useClients } from '../../api/api-context.tsx';
import { latestRecipesQuery } from '../../api/queries/recipes.ts';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { HowItWorks } from '../../components/marketing/how-it-works.tsx';
import { OfferTeaser } from '../../components/marketing/offer-teaser.tsx';
import { Promises } from '../../components/marketing/promises.tsx';
import { RecipeCard } from '../../components/recipe-card.tsx';
import { deferredComponent } from '../../app/deferred-component.tsx';
import { HomeHero } from './home-hero.tsx';
import styles from './home-page.module.css';

// the page's last parts: nothing in them handles an event (their links are the document's, ADR
// 016; the questions open natively, ADR 010), so their code loads while the page hydrates
// (ADR 031, ADR 066)
const ReviewHighlights = deferredComponent(() =>
  import('../../components/review-highlights.tsx').then((module) => module.ReviewHighlights),
);
const HomeQuestions = deferredComponent(() =>
  import('./home-questions.tsx').then((module) => module.HomeQuestions),
);

/** The home page: the promise, this week's recipes, the offer (`/gui`, its 2025 design, is its own page). */
export function Component() {
  const { api } = useClients();
  const { recipes } = useSuspenseQuery(latestRecipesQuery(api)).data;

  return (
    <>
      <HomeHero cover={recipes[0]?.cover ?? null} />
      <Promises />

      <section aria-labelledby="recipes-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="recipes-title">Nos dernières recettes</h2>
          <Link to="/recettes/page/1" className={styles.more}>
            Toutes nos recettes
          </Link>
        </div>
        <Carousel
          label="Nos dernières recettes"
          items={recipes}
          itemKey={(recipe) => recipe.id}
          renderItem={(recipe) => (
            <RecipeCard
              recipe={recipe}
              sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 82vw"
            />
          )}
        />
      </section>

      <section aria-labelledby="how-title" className={styles.section}>
        <h2 id="how-title">Comment ça marche&nbsp;?</h2>
        <HowItWorks />
        <p className={styles.after}>
          <Link to="/comment-ca-marche">Tout savoir sur le fonctionnement de la box</Link>
        </p>
      </section>

      <OfferTeaser />
      <ReviewHighlights className={styles.section} />
      <HomeQuestions />
    </>
  );
}
