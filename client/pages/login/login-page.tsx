import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { basketMenuPath } from '../../../shared/guard.ts';
import { visitorQuery, type SessionVisitor } from '../../api/queries/visitor.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import styles from './login-page.module.css';

const loginErrors: Record<string, string> = {
  identifiants: 'Adresse e-mail ou mot de passe incorrect.',
  bloque:
    'Votre compte a été désactivé par notre service client. Contactez-nous pour le réactiver.',
  indisponible:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
};

/**
 * Login (DESIGN §6). The form posts to /auth/login and works without JavaScript; with it, the
 * answer is read here and the visitor goes where the guard sends a logged-in visitor.
 */
export function Component() {
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(
    loginErrors[search.get('erreur') ?? ''] ?? null,
  );
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { subscriberSiteUrl } = useSiteSettings();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          identifier: form.get('identifier'),
          password: form.get('password'),
        }),
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
      const target = body.visitor.funnelCompleted ? subscriberSiteUrl : basketMenuPath;
      if (/^https?:/.test(target)) window.location.assign(target);
      else await navigate(target, { replace: true });
    } catch {
      setError(loginErrors.indisponible ?? null);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <PageIntro
        title="Connexion"
        lead="Retrouvez vos livraisons, vos recettes et votre club fidélité."
      />
      <form
        method="post"
        action="/auth/login"
        onSubmit={submit}
        className={styles.form}
        noValidate={false}
      >
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <label htmlFor="identifier">Adresse e-mail</label>
        <input id="identifier" name="identifier" type="email" autoComplete="username" required />
        <label htmlFor="password">Mot de passe</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          minLength={6}
        />
        <button type="submit" disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
    </>
  );
}
