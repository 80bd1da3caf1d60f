import { useQuery } from '@tanstack/react-query';
import { customerService } from '../../shared/customer-service.ts';
import { anonymousSession, visitorQuery } from '../api/queries/visitor.ts';
import { sitePath } from '../app/base-path.ts';
import { useSiteSettings } from '../app/site-settings.tsx';
import { Link } from '../components/link.tsx';
import styles from './footer.module.css';
import { footerSections } from './footer-sections.ts';

/** The footer's sections of the site, by theme, and how to reach the customer service. */
export function FooterDirectory() {
  const { subscriberSiteUrl } = useSiteSettings();
  // a logged-in visitor is offered their account, as in the header, not « Connexion »
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  return (
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
  );
}
