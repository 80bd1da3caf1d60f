import { useQuery } from '@tanstack/react-query';
import { customerService } from '../../shared/customer-service.ts';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { sitePath } from '../app/base-path.ts';
import { Link } from '../components/link.tsx';
import { consentSettingsId, openConsentChoices } from '../analytics/consent.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { BrandMark } from './brand-mark.tsx';
import styles from './footer.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { footerSections, legalLinks } from './footer-sections.ts';
import { LiveSiteOnly } from '../components/live-site-notice.tsx';

/** Every section of the site, the customer service's hours, the newsletter, the legal pages. */
export function Footer() {
  const { brandName, subscriberSiteUrl } = useSiteSettings();
  // a logged-in visitor is offered their account, as in the header, not « Connexion »
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
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

        <div className={styles.sections}>
          {footerSections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <h2 className={styles.title}>{section.title}</h2>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.to}>
                    {link.to === '/connexion' && visitor.authenticated ? (
                      <a href={sitePath(subscriberSiteUrl)}>Mon compte</a>
                    ) : (
                      <Link to={link.to}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact" className={styles.contact}>
            <h2 id="footer-contact" className={styles.title}>
              Nous contacter
            </h2>
            {/* DECISIONS, « Copy »: customer service Monday–Saturday 08:00–20:00 */}
            <p className={styles.hours}>Service client {customerService.hours}</p>
            <ul className={styles.links}>
              <li>
                <a href={customerService.phone.href}>{customerService.phone.display}</a>
              </li>
              <li>
                <a href={`mailto:${customerService.email}`}>{customerService.email}</a>
              </li>
            </ul>
          </section>
        </div>

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
