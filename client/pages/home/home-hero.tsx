import type { Picture } from '../../api/picture.ts';
import { Badge } from '../../components/badge.tsx';
import { claims } from '../../components/marketing/claims.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import styles from './home-hero.module.css';

/** The promise, the two ways in, and this week's newest dish as the page's large picture. */
export function HomeHero({ cover }: { cover: Picture | null }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.copy}>
        <Badge tone="herb">Nouveau menu chaque semaine</Badge>
        <h1 id="home-title" className={styles.title}>
          Des recettes de saison à cuisiner, livrées chez vous
        </h1>
        <p className={styles.lead}>
          Chaque semaine, {claims.newRecipesPerWeek} nouvelles recettes prêtes en{' '}
          {claims.readyInMinutes}&nbsp;minutes ou moins, et leurs ingrédients frais en justes
          quantités. Sans engagement&nbsp;: vous faites une pause quand vous voulez.
        </p>
        <OfferActions className={styles.actions} />
      </div>
      {cover ? (
        <div className={styles.picture}>
          {/* the largest paint of the page: fetched at once, with high priority */}
          <ResponsiveImage
            picture={cover}
            sizes="(min-width: 64rem) 34rem, (min-width: 48rem) 45vw, 100vw"
            priority
            className={styles.image}
          />
        </div>
      ) : null}
    </section>
  );
}
