import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../router/router-context.tsx';
import { basketMenuPath } from '../../../shared/guard.ts';
import { pushEvent } from '../../analytics/data-layer.ts';
import { visitorQuery, type SessionVisitor } from '../../api/queries/visitor.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { Button } from '../../components/button.tsx';
import { useCheckedForm } from '../../components/form/use-checked-form.ts';
import { emailError, passwordError } from '../../components/form/validation.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import {
  tooManyAttemptsLaterMessage,
  unavailableMessage,
} from '../../../shared/site-error-messages.ts';
import styles from './login-page.module.css';

const loginErrors: Record<string, string> = {
  identifiants: 'Adresse e-mail ou mot de passe incorrect.',
  bloque:
    'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
  indisponible: unavailableMessage,
  tentatives: tooManyAttemptsLaterMessage,
};

/**
 * Login (DESIGN §6). The form posts to /auth/login and works without JavaScript; with it, the
 * fields are checked first (spec §5, French messages), the answer is read here and the visitor
 * goes where the guard sends a logged-in visitor.
 */
export function Component() {
  const search = useSearchParams();
  const [error, setError] = useState<string | null>(
    loginErrors[search.get('erreur') ?? ''] ?? null,
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { subscriberSiteUrl } = useSiteSettings();
  const { field, errors, submitting, onSubmit } = useCheckedForm(
    { identifier: emailError, password: passwordError },
    logIn,
  );

  async function logIn(values: { identifier: string; password: string }) {
    setError(null);
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ identifier: values.identifier.trim(), password: values.password }),
      });
      const body = (await response.json()) as {
        visitor?: SessionVisitor;
        error?: { message: string };
      };
      if (!response.ok || !body.visitor) {
        setError(body.error?.message ?? loginErrors.indisponible ?? null);
        return;
      }
      queryClient.setQueryData(visitorQuery().queryKey, body.visitor);
      pushEvent({ event: 'user_logged' });
      const target = body.visitor.funnelCompleted ? subscriberSiteUrl : basketMenuPath;
      if (/^https?:/.test(target)) window.location.assign(target);
      else await navigate(target, { replace: true });
    } catch {
      setError(loginErrors.indisponible ?? null);
    }
  }

  const pending = submitting;
  return (
    <div className={styles.page}>
      <PageIntro
        title="Connexion"
        lead="Retrouvez vos livraisons, vos recettes et votre club fidélité."
      />
      <form
        method="post"
        action="/auth/login"
        onSubmit={onSubmit}
        className={styles.form}
        noValidate
      >
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errors.identifier}
          {...field('identifier')}
        />
        <TextField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          {...field('password')}
        />
        <Button type="submit" size="lg" block disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </form>
    </div>
  );
}
