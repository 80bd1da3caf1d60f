import { PageIntro } from '../../components/page-intro.tsx';
import { LandingCta } from './landing-cta.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { configuratorId, type LandingLayoutProps } from './landing-layout.ts';
import styles from './landing-page.module.css';
import { RecipePreview } from './landing-preview.tsx';
import { LandingProducts } from './landing-products.tsx';
import sections from './landing-sections.module.css';
import { FirstSlides } from './landing-slides.tsx';
import { LandingTestimonials } from './landing-testimonials.tsx';
import { WhySimplified } from './landing-why.tsx';
import { OfferConfigurator } from './offer-configurator.tsx';
import { deferredComponent } from '../../app/deferred-component.tsx';

// the tabs far down the page, and their library: loaded once the visitor uses the page (ADR 077)
const LandingDetails = deferredComponent(
  () => import('./landing-details.tsx').then((module) => module.LandingDetails),
  { until: 'interaction' },
);

/**
 * The landings' layout (generique, its aliases, generiquev2): the promise and the configurator
 * side by side, then the week's recipes and the content, down to a last call to action.
 */
export function StandardLanding({
  content,
  variant,
  lead,
  settings,
  settingsKey,
}: LandingLayoutProps) {
  return (
    <>
      <div className={styles.top}>
        <div>
          <PageIntro hero title={content.title} lead={lead}>
            <LandingCta
              to={`#${configuratorId}`}
              size="lg"
              landing={variant}
              element="hero"
              className={sections.heroCta}
            >
              Composer ma box
            </LandingCta>
          </PageIntro>
          <FirstSlides slides={content.firstSlides} />
        </div>
        <OfferConfigurator
          key={settingsKey}
          id={configuratorId}
          variant={variant}
          initial={settings}
        />
      </div>
      <RecipePreview
        variant={variant}
        shown={6}
        boxRecipes={settings.recipes}
        className={sections.section}
      />
      <WhySimplified reasons={content.whySimplified} />
      <LandingProducts products={content.products}>
        <LandingCta to={`#${configuratorId}`} landing={variant} element="formules">
          Composer ma box
        </LandingCta>
      </LandingProducts>
      <section aria-labelledby="landing-details" className={sections.section}>
        <h2 id="landing-details">Votre box en détail</h2>
        <LandingDetails />
      </section>
      <LandingTestimonials testimonials={content.testimonials} />
      <LandingFaq faq={content.faq} />
      <section aria-labelledby="landing-closing" className={sections.closing}>
        <h2 id="landing-closing">Prêt à passer en cuisine&nbsp;?</h2>
        <p>Votre première box se compose en une minute, sans engagement, livrée chez vous.</p>
        <LandingCta
          to={`#${configuratorId}`}
          variant="inverse"
          size="lg"
          landing={variant}
          element="fin-de-page"
        >
          Composer ma box
        </LandingCta>
      </section>
    </>
  );
}
