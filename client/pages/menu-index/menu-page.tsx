import { useSearchParams } from 'react-router-dom';
import { resolveMenuWeek } from '../../../shared/menu-week.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

export function Component() {
  const def = useRouteDef();
  const [search] = useSearchParams();
  const week = resolveMenuWeek(search.get('week'), new Date());
  return <PageIntro title={`${def.title} (semaine ${week.week})`} lead={def.description} />;
}
