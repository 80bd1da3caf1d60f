import { openConsentChoices, saveConsent } from '../../analytics/consent.ts';
import { Button } from '../button.tsx';
import styles from './consent.module.css';

/** The banner's content: the question, and refusing as easy as accepting (CNIL). */
export default function ConsentPrompt() {
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        Vos choix sur les cookies
      </h2>
      <p className={styles.text}>
        Avec votre accord, nous mesurons l’audience du site et testons des améliorations de nos
        pages. Vous pouvez changer d’avis à tout moment depuis «&nbsp;Gérer les cookies&nbsp;», en
        bas de chaque page.
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => saveConsent({ analytics: false, abTesting: false })}>
          Tout refuser
        </Button>
        <Button size="sm" onClick={() => saveConsent({ analytics: true, abTesting: true })}>
          Tout accepter
        </Button>
        <Button size="sm" variant="ghost" onClick={() => openConsentChoices()}>
          Choisir
        </Button>
      </div>
    </section>
  );
}
