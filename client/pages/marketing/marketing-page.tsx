import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

/** The marketing and SEO pages of spec §2: their title, their promise, and where to go next. */
export function Component() {
  const def = useRouteDef();
  return (
    <PageIntro title={def.title} lead={def.description}>
      <p>
        <Link to="/generique">Découvrir l’offre</Link> ·{' '}
        <Link to="/menu">Voir le menu de la semaine</Link>
      </p>
    </PageIntro>
  );
}
