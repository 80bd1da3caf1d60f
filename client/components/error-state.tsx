import { Link } from './link.tsx';
import { LinkButton } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import styles from './error-state.module.css';

const copy: Record<number, { title: string; text: string }> = {
  404: {
    title: 'Page introuvable',
    text: 'Cette page n’existe pas ou plus. Les recettes, elles, vous attendent.',
  },
  503: {
    title: 'Service momentanément indisponible',
    text: 'Nous n’arrivons pas à charger cette page pour le moment. Veuillez réessayer dans quelques instants.',
  },
};
const fallback = {
  title: 'Une erreur est survenue',
  text: 'Une erreur est survenue. Veuillez réessayer.',
};

/** The page a visitor sees when a page is missing (404), the service is down (503) or fails. */
export function ErrorState({ status }: { status: number }) {
  const { title, text } = copy[status] ?? fallback;
  return (
    <EmptyState
      title={title}
      headingLevel={1}
      tone={status === 404 ? 'neutral' : 'error'}
      icon={status === 404 ? 'search' : 'alert'}
      action={
        <>
          <LinkButton to="/">Retour à l’accueil</LinkButton>
          <LinkButton to="/recettes/page/1" variant="secondary">
            Toutes nos recettes
          </LinkButton>
        </>
      }
    >
      <p>{text}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/menu">Le menu de la semaine</Link>
        </li>
        <li>
          <Link to="/faq">L’aide</Link>
        </li>
      </ul>
    </EmptyState>
  );
}
