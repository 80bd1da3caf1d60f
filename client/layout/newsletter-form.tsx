import { useState, type FormEvent } from 'react';
import { useClients } from '../api/api-context.tsx';
import {
  isAlreadySubscribed,
  newsletterErrorMessage,
  newsletterSuccessMessage,
  subscribeToNewsletter,
} from '../api/queries/newsletter.ts';
import { pushEvent } from '../analytics/data-layer.ts';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { emailError } from '../components/form/email-error.ts';
import styles from './newsletter-form.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string };

/**
 * The footer's newsletter sign-up (POST /newsletter-subscriptions, source `footer`). Its
 * answer is said here, next to the field, rather than in a toast (spec §8). Plain React
 * rather than a form library: it is on every page's initial JavaScript.
 */
export function NewsletterForm() {
  const { api } = useClients();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(api, email.trim(), 'footer');
      pushEvent({ event: 'newsletter_subscription', newsletter_source: 'footer' });
    } catch (failure) {
      // an address already on the list reads as signed up: the form tells nobody (ADR 041)
      if (!isAlreadySubscribed(failure)) {
        setStatus({ kind: 'idle' });
        setError(newsletterErrorMessage(failure));
        return;
      }
    }
    setEmail('');
    setStatus({ kind: 'done', message: newsletterSuccessMessage });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        Des idées de recettes chaque semaine
      </h2>
      <div className={styles.row}>
        <TextField
          label="Votre e-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          inverse
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'done') setStatus({ kind: 'idle' });
          }}
          className={styles.field}
        />
        <Button type="submit" variant="inverse" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Inscription…' : 'Je m’inscris'}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {status.kind === 'done' ? status.message : ''}
      </p>
      <p className={styles.legal}>
        Une lettre par semaine au plus. Un lien de désinscription dans chacune.
      </p>
    </form>
  );
}
