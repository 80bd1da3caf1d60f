import type { ReactNode } from 'react';
import { useRouteDef } from '../../router/router-context.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { PageIntro } from '../page-intro.tsx';
import { HowItWorks } from './how-it-works.tsx';
import styles from './marketing-layout.module.css';
import { marketingTrail } from './marketing-trail.ts';
import { OfferTeaser } from './offer-teaser.tsx';
import { Promises } from './promises.tsx';

/**
 * What the marketing and SEO pages of spec §2 share: the trail, the promise with the page's
 * way in (`hero`), the page's own sections, how the box works and the offer. `howItWorks`
 * false for a page that tells the steps its own way.
 */
export function MarketingLayout({
  hero,
  howItWorks = true,
  children,
}: {
  hero: ReactNode;
  howItWorks?: boolean;
  children?: ReactNode;
}) {
  const def = useRouteDef();
  return (
    <>
      <Breadcrumbs trail={marketingTrail(def)} />
      <PageIntro hero title={def.title} lead={def.description} className={styles.hero}>
        {hero}
      </PageIntro>
      <Promises />
      {children ? <div className={styles.sections}>{children}</div> : null}
      {howItWorks ? (
        <section aria-labelledby="marketing-how" className={styles.section}>
          <h2 id="marketing-how">Comment ça marche&nbsp;?</h2>
          <HowItWorks />
        </section>
      ) : null}
      <OfferTeaser />
    </>
  );
}
