import { HowItWorks } from '../../components/marketing/how-it-works.tsx';
import { Promises } from '../../components/marketing/promises.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import { LandingDetails } from './landing-details.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import styles from './landing-page.module.css';
import { OfferConfigurator } from './offer-configurator.tsx';

/** The offer's landing pages (generique and its variants, spec §2): the welcome offer. */
export function Component() {
  const def = useRouteDef();
  const variant = String(def.props?.variant ?? def.name);
  return (
    <>
      <div className={styles.top}>
        <PageIntro hero title={def.title} lead={def.description}>
          <Promises />
        </PageIntro>
        <OfferConfigurator variant={variant} />
      </div>
      <section aria-labelledby="landing-details" className={styles.section}>
        <h2 id="landing-details">Votre box en détail</h2>
        <LandingDetails />
      </section>
      <section aria-labelledby="landing-how" className={styles.section}>
        <h2 id="landing-how">Comment ça marche&nbsp;?</h2>
        <HowItWorks />
      </section>
    </>
  );
}
