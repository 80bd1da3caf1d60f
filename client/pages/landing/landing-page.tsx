import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

/** The offer's landing pages (generique and its variants, spec §2). */
export function Component() {
  const def = useRouteDef();
  return (
    <PageIntro title={def.title} lead={def.description}>
      <p>
        <Link to="/menu">Voir les recettes de la semaine</Link>
      </p>
    </PageIntro>
  );
}
