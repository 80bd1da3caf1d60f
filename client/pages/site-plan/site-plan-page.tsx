import { useSuspenseQuery } from '@tanstack/react-query';
import { routeTable } from '../../../shared/routes.ts';
import { sitePlan, type PlanSection } from '../../../shared/site-plan.ts';
import { useClients } from '../../api/api-context.tsx';
import { contentPagesQuery } from '../../api/queries/pages.ts';
import { useSiteSettings } from '../../app/site-settings.tsx';
import { Link } from '../../components/link.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../router/router-context.tsx';
import styles from './site-plan-page.module.css';

/**
 * « Plan du site »: every public page of the route table by theme (shared/site-plan.ts), then
 * the product API's content pages (legal notices, press, jobs), in French alphabetical order.
 */
export function Component() {
  const def = useRouteDef();
  const { brandName } = useSiteSettings();
  const contentPages = useSuspenseQuery(contentPagesQuery(useClients().api)).data;
  const plan = sitePlan(routeTable({ brandName }));
  const planned = new Set(plan.flatMap((section) => section.links.map((link) => link.path)));
  const information: PlanSection = {
    title: 'Informations',
    links: contentPages
      .map((page) => ({ path: `/${page.slug}`, label: page.title }))
      .filter((link) => !planned.has(link.path))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
  };
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      <div className={styles.plan}>
        {[...plan, information].map((section, index) => (
          <section key={section.title} aria-labelledby={`plan-${index}`}>
            <h2 id={`plan-${index}`} className={styles.title}>
              {section.title}
            </h2>
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
