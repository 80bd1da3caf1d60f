import { useContext, useEffect, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useFetcher,
  useLocation,
} from 'react-router-dom';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/form/text-field.tsx';
import styles from './newsletter-form.module.css';
import {
  isNewsletterAnswer,
  newsletterIntent,
  newsletterSuccessMessage,
  type NewsletterAnswer,
} from './newsletter-answer.ts';

/**
 * The answer to a post made without JavaScript: the server ran the newsletter's action for the
 * page's route and drew the page with it (ADR 056).
 */
function usePostedAnswer() {
  const answers = useContext(DataRouterStateContext)?.actionData ?? {};
  return Object.values(answers).find(isNewsletterAnswer);
}

/**
 * The footer's newsletter sign-up (POST /newsletter-subscriptions, source `footer`), posted to
 * the page it is on: its route action checks the address and signs it up, on the server when
 * JavaScript is off (ADR 056). Its answer is said here, next to the field, rather than in a
 * toast (spec §8).
 */
export function NewsletterForm() {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const posted = usePostedAnswer();
  const answer = isNewsletterAnswer(fetcher.data) ? fetcher.data : posted;
  const sending = fetcher.state !== 'idle';
  const [email, setEmail] = useState(answer?.email ?? '');
  // an answer is shown until the address changes after a sign-up
  const [dismissed, setDismissed] = useState<NewsletterAnswer>();
  const shown = answer === dismissed ? undefined : answer;
  const done = shown !== undefined && !shown.error;
  const field = useRef<HTMLInputElement>(null);
  // the browser's answer: the field emptied once signed up, focused on a refusal
  useEffect(() => {
    if (!isNewsletterAnswer(fetcher.data)) return;
    if (fetcher.data.error) field.current?.focus();
    else setEmail('');
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action={pathname + search}
      className={styles.form}
      noValidate
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className={styles.title}>
        Des idées de recettes chaque semaine
      </h2>
      <input type="hidden" name="intent" value={newsletterIntent} />
      <div className={styles.row}>
        <TextField
          ref={field}
          label="Votre e-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          inverse
          value={email}
          error={shown?.error}
          // a refusal answered without JavaScript: the page opens on the field, at its end
          // (ADR 074)
          autoFocus={fetcher.data === undefined && posted?.error !== undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (done) setDismissed(answer);
          }}
          className={styles.field}
        />
        <Button type="submit" variant="inverse" pending={sending}>
          {sending ? 'Inscription…' : 'Je m’inscris'}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {done ? newsletterSuccessMessage : ''}
      </p>
      <p className={styles.legal}>
        Une lettre par semaine au plus. Un lien de désinscription dans chacune.
      </p>
    </fetcher.Form>
  );
}
