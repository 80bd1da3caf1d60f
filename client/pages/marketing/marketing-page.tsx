import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { LinkButton } from '../../components/button.tsx';
import { HowItWorks } from '../../components/marketing/how-it-works.tsx';
import { OfferTeaser } from '../../components/marketing/offer-teaser.tsx';
import { Promises } from '../../components/marketing/promises.tsx';
import { marketingTrail } from '../../metadata/marketing-meta.ts';
import { useRouteDef } from '../../router/router-context.tsx';
import { marketingSections } from './marketing-sections.tsx';
import styles from './marketing-page.module.css';

/**
 * The marketing and SEO pages of spec §2 (one module, many routes): their promise, what makes
 * the page itself (the steps of how-it-works, the questions of delivery…), and the offer.
 */
export function Component() {
  const def = useRouteDef();
  const Section = marketingSections[def.name];
  return (
    <>
      <Breadcrumbs trail={marketingTrail(def)} />
      <header className={styles.hero}>
        <h1 className={styles.title}>{def.title}</h1>
        <p className={styles.lead}>{def.description}</p>
        <div className={styles.actions}>
          <LinkButton to="/generique" size="lg">
            Découvrir l’offre
          </LinkButton>
          <LinkButton to="/menu" variant="secondary" size="lg">
            Voir le menu de la semaine
          </LinkButton>
        </div>
      </header>
      <Promises />
      {Section ? <Section /> : null}
      {def.name === 'how_it_works' ? null : (
        <section aria-labelledby="marketing-how" className={styles.section}>
          <h2 id="marketing-how">Comment ça marche&nbsp;?</h2>
          <HowItWorks />
        </section>
      )}
      <OfferTeaser />
    </>
  );
}
