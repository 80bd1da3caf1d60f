import { Link } from '../../components/link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../router/router-context.tsx';

/** Where an authenticated visitor whose first box is not complete goes (spec §2, guard). */
export function Component() {
  const def = useRouteDef();
  return (
    <PageIntro
      title={def.title}
      lead={
        'Votre compte est créé\u00a0: il ne reste qu’à choisir les recettes de votre première box.'
      }
    >
      <p>
        <Link to="/recettes/page/1">Parcourir les recettes</Link>
      </p>
    </PageIntro>
  );
}
