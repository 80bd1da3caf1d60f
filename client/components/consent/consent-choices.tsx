import { useState } from 'react';
import { consentSettingsId, saveConsent, type ConsentChoice } from '../../analytics/consent.ts';
import { Button } from '../button.tsx';
import { notify } from '../messages/messages.ts';
import { Modal } from '../modal.tsx';
import styles from './consent.module.css';

interface ConsentChoicesProps {
  open: boolean;
  current: ConsentChoice | null;
  onClose: () => void;
}

const purposes = [
  {
    key: 'analytics',
    title: 'Mesure d’audience',
    text: 'Savoir quelles pages et quelles recettes vous intéressent, pour améliorer le site.',
  },
  {
    key: 'abTesting',
    title: 'Tests A/B',
    text: 'Essayer deux versions d’une page pour garder la plus claire.',
  },
] as const;

const savedMessage =
  'Vos choix sont enregistrés. Vous pouvez les modifier à tout moment depuis <strong>Gérer les cookies</strong>, en bas de page.';

const initialChoice = (current: ConsentChoice | null) => ({
  analytics: current?.analytics ?? false,
  abTesting: current?.abTesting ?? false,
});

/** The choice purpose by purpose, in a dialog: switches off until the visitor turns them on. */
export default function ConsentChoices({ open, current, onClose }: ConsentChoicesProps) {
  const [choice, setChoice] = useState(() => initialChoice(current));
  return (
    <Modal
      open={open}
      onClose={() => {
        // closed without saving: the switches show the saved choice next time
        setChoice(initialChoice(current));
        onClose();
      }}
      // opened from the banner, whose « Choisir » leaves with it (WCAG 2.4.3)
      returnFocus={() => document.getElementById(consentSettingsId)}
      title="Vos choix sur les cookies"
      description="Les cookies nécessaires au site (votre session, votre panier) ne demandent pas d’accord. Les autres sont désactivés tant que vous ne les activez pas."
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => saveConsent({ analytics: false, abTesting: false })}
          >
            Tout refuser
          </Button>
          <Button
            onClick={() => {
              saveConsent(choice);
              notify(savedMessage, 'success');
            }}
          >
            Enregistrer mes choix
          </Button>
        </>
      }
    >
      <ul className={styles.purposes}>
        {purposes.map((purpose) => (
          <li key={purpose.key} className={styles.purpose}>
            <label className={styles.switchRow}>
              <span>
                <span className={styles.purposeTitle}>{purpose.title}</span>
                <span className={styles.purposeText}>{purpose.text}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={choice[purpose.key]}
                onChange={(event) =>
                  setChoice((before) => ({ ...before, [purpose.key]: event.target.checked }))
                }
              />
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
