import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/page-intro.tsx';

/** Drawn by the error boundary in practice: the route's loader answers 404 first. */
export function Component() {
  return (
    <PageIntro title="Page introuvable" lead="Cette page n’existe pas ou plus.">
      <Link to="/">Retour à l’accueil</Link>
    </PageIntro>
  );
}
