import { useQuery } from '@tanstack/react-query';
import { anonymousSession, visitorQuery } from '../../api/queries/visitor.ts';
import { PageIntro } from '../../components/page-intro.tsx';

/** The subscriber area on this site (SUBSCRIBER_SITE_URL's default, DESIGN §9). */
export function Component() {
  const visitor = useQuery(visitorQuery()).data ?? anonymousSession;
  return (
    <PageIntro
      title="Mon compte"
      lead={visitor.firstName ? `Bonjour ${visitor.firstName}\u00a0!` : 'Bonjour\u00a0!'}
    >
      <p>
        <a href="/?logout">Se déconnecter</a>
      </p>
    </PageIntro>
  );
}
