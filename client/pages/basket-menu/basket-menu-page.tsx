import { Link } from '../../components/link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../router/router-context.tsx';

/** The funnel's basket (ADR 042), where a prospect whose first box is not complete goes (spec §2). */
export function Component() {
  const def = useRouteDef();
  return (
    <PageIntro
      title={def.title}
      lead="Il ne reste qu’à choisir les recettes de votre première box."
    >
      <p>
        <Link to="/recettes/page/1">Parcourir les recettes</Link>
      </p>
    </PageIntro>
  );
}
