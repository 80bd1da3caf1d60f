import { Link } from 'react-router-dom';
import { useSiteSettings } from '../app/site-settings.tsx';
import styles from './footer.module.css';
import { footerSections } from './site-sections.ts';

export function Footer() {
  const { brandName } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title} className={styles.section}>
            <h2 className={styles.title}>{section.title}</h2>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={styles.section} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            Nous contacter
          </h2>
          <p>
            Service client du lundi au samedi, de 8&nbsp;h à 20&nbsp;h
            <br />
            <a href="tel:+33184801234">01&nbsp;84&nbsp;80&nbsp;12&nbsp;34</a>
            <br />
            <a href="mailto:bonjour@potimarron.fr">bonjour@potimarron.fr</a>
          </p>
        </section>
      </div>
      <p className={styles.legal}>
        © {brandName} — box repas à cuisiner, livrées partout en France et à vélo cargo dans Paris.
      </p>
    </footer>
  );
}
