import { PageIntro } from '../../components/page-intro.tsx';
import compact from './compact-landing.module.css';
import { LandingCta } from './landing-cta.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { configuratorId, type LandingLayoutProps } from './landing-layout.ts';
import { RecipePreview } from './landing-preview.tsx';
import { LandingProducts } from './landing-products.tsx';
import { FirstSlidesStrip } from './landing-slides.tsx';
import { LandingTestimonials } from './landing-testimonials.tsx';
import { WhySimplified } from './landing-why.tsx';
import { OfferConfigurator } from './offer-configurator.tsx';

/**
 * Landing variant 3's own layout (`/generique-landing`, ADR 040): the configurator first, the
 * week's recipes beside it, then the content two columns at a time.
 */
export function CompactLanding({
  content,
  variant,
  lead,
  settings,
  settingsKey,
}: LandingLayoutProps) {
  return (
    <>
      <PageIntro title={content.title} lead={lead} className={compact.intro} />
      <div className={compact.top}>
        <OfferConfigurator
          key={settingsKey}
          id={configuratorId}
          variant={variant}
          initial={settings}
        />
        <RecipePreview variant={variant} shown={4} boxRecipes={settings.recipes} columns={2} />
      </div>
      <FirstSlidesStrip slides={content.firstSlides} />
      <div className={compact.columns}>
        <WhySimplified reasons={content.whySimplified} compact />
        <LandingProducts products={content.products} compact>
          <LandingCta to={`#${configuratorId}`} landing={variant} element="formules">
            Composer ma box
          </LandingCta>
        </LandingProducts>
      </div>
      <div className={compact.columns}>
        <LandingTestimonials testimonials={content.testimonials} compact />
        <LandingFaq faq={content.faq} />
      </div>
    </>
  );
}
