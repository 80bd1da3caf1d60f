import styles from './help-contact.module.css';

/** Where the help centre sends a question it does not answer (spec §1: Monday–Saturday, 8–20 h). */
export function HelpContact() {
  return (
    <aside className={styles.contact} aria-labelledby="help-contact-title">
      <h2 id="help-contact-title" className={styles.title}>
        Vous n’avez pas trouvé votre réponse&nbsp;?
      </h2>
      <p>
        Notre service client vous répond du lundi au samedi, de 8&nbsp;h à 20&nbsp;h, au{' '}
        <a href="tel:+33184801234">01&nbsp;84&nbsp;80&nbsp;12&nbsp;34</a> ou par e-mail à{' '}
        <a href="mailto:bonjour@potimarron.fr">bonjour@potimarron.fr</a>.
      </p>
    </aside>
  );
}
