import { Link } from '../components/link.tsx';
import { consentSettingsId, openConsentChoices } from '../analytics/consent.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { BrandMark } from './brand-mark.tsx';
import styles from './footer.module.css';
import { deferredComponent } from '../app/deferred-component.tsx';
import { LiveSiteOnly } from '../components/live-site-notice.tsx';

// the sections' links and the customer service's contact: links only, which the document's
// click handler follows whether or not their part has hydrated (ADR 016), so their code loads
// while the page hydrates rather than with it (ADR 031, ADR 066)
const FooterDirectory = deferredComponent(() =>
  import('./footer-directory.tsx').then((module) => module.FooterDirectory),
);

// the newsletter at the foot of every page, which a visitor reaches by using the page: its code
// loads at the first interaction (ADR 077); sent before, it posts to its route action as a
// document, as without JavaScript (ADR 056)
const NewsletterForm = deferredComponent(
  () => import('./newsletter-form.tsx').then((module) => module.NewsletterForm),
  { until: 'interaction' },
);

const legalLinks = [
  { to: '/conditions-generales-de-vente', label: 'Conditions générales de vente' },
  { to: '/mentions-legales', label: 'Mentions légales' },
  { to: '/politique-de-confidentialite', label: 'Confidentialité' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/plan-du-site', label: 'Plan du site' },
] as const;

/** Every section of the site, the customer service's hours, the newsletter, the legal pages. */
export function Footer() {
  const { brandName } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <p className={styles.brand}>
              <BrandMark className={styles.mark} />
              {brandName}
            </p>
            <p>
              Des recettes de saison et leurs ingrédients frais, livrés partout en France et à vélo
              cargo dans Paris. Sans engagement.
            </p>
          </div>
          <LiveSiteOnly what="l’inscription à la newsletter">
            <NewsletterForm />
          </LiveSiteOnly>
        </div>

        <FooterDirectory />

        <div className={styles.bottom}>
          <nav aria-label="Informations légales">
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  id={consentSettingsId}
                  className={styles.consent}
                  onClick={() => openConsentChoices()}
                >
                  Gérer les cookies
                </button>
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            {`© ${brandName} — box repas à cuisiner, sans engagement.`}
          </p>
        </div>
      </div>
    </footer>
  );
}
