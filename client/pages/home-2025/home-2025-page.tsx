import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { welcomeOfferDefaults } from '../../../shared/box-sizes.ts';
import { useClients } from '../../api/api-context.tsx';
import { menuPlanningQuery } from '../../api/queries/menus.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { recipeSectionsQuery } from '../../api/queries/recipe-sections.ts';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { RecipeCard } from '../../components/recipe-card.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import showcase from '../../components/showcase/showcase.module.css';
import { useRouteDef } from '../../router/router-context.tsx';
import { landingWeekQuery } from '../landing/landing-week.ts';
import { OfferConfigurator } from '../landing/offer-configurator.tsx';
import { weekRows } from './home-2025-content.ts';
import styles from './home-2025-page.module.css';
import { SubscriberVoices } from './subscriber-voices.tsx';

/**
 * /gui (DECISIONS): the 2025 home design. The offer comes first — the promise beside the
 * configurator — then the week's menu in the rows of the recipe sections (spec §3), the
 * reassurance blocks naming the page, and its own reviews (not the home page's).
 */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  // the week the loader resolved (it reads the clock; the page never does)
  const week = useQuery(landingWeekQuery()).data;
  if (week === undefined) throw new Error('the page’s loader records the week it shows');
  const { recipes } = useSuspenseQuery(menuPlanningQuery(api, week)).data;
  const sections = useSuspenseQuery(recipeSectionsQuery(api)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  return (
    <>
      <div className={styles.top}>
        <PageIntro hero title={def.title} lead={def.description} />
        <OfferConfigurator id="composer" variant="gui" initial={welcomeOfferDefaults} />
      </div>
      {weekRows(sections, recipes).map(({ section, recipes: row }) => (
        <section
          key={section.id}
          aria-labelledby={`gui-row-${section.id}`}
          className={showcase.section}
        >
          <h2 id={`gui-row-${section.id}`} className={styles.rowTitle}>
            {section.logo ? (
              <ResponsiveImage picture={section.logo} sizes="2rem" className={styles.logo} />
            ) : null}
            {section.title}
          </h2>
          <Carousel
            label={section.title}
            items={row}
            itemKey={(recipe) => recipe.id}
            renderItem={(recipe) => (
              <RecipeCard
                recipe={recipe}
                sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 82vw"
              />
            )}
          />
        </section>
      ))}
      <ReassuranceList id="gui-blocks" title="Ce qui ne change jamais" blocks={blocks} />
      <SubscriberVoices className={showcase.section} />
    </>
  );
}
