import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { HowItWorks } from '../../components/marketing/how-it-works.tsx';
import { OfferTeaser } from '../../components/marketing/offer-teaser.tsx';
import { Promises } from '../../components/marketing/promises.tsx';
import { marketingTrail } from './marketing-trail.ts';
import { useRouteDef } from '../../router/router-context.tsx';
import { marketingSections } from './marketing-sections.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
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
      <PageIntro hero title={def.title} lead={def.description} className={styles.hero}>
        <OfferActions />
      </PageIntro>
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
