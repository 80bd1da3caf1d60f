import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery } from '../../api/queries/sourced-recipes.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { FaqList } from '../../components/showcase/faq-list.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import { RecipeRow } from '../../components/showcase/recipe-row.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { useRouteDef } from '../../router/router-context.tsx';
import {
  thermomixFaq,
  thermomixRecipes,
  thermomixRowTitle,
  thermomixSlides,
  thermomixSteps,
} from './thermomix-content.ts';

/** /thermomix (spec §2): the certified recipes, the box with the appliance, its carousel, its FAQ. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const site = useSiteSettings();
  const recipes = useSuspenseQuery(sourcedRecipesQuery(api, thermomixRecipes)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  const faq = useSuspenseQuery(faqPageQuery(api, thermomixFaq, siteOriginOf(site))).data;
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <RecipeRow
        id="thermomix-recipes"
        title={thermomixRowTitle}
        intro={
          'Développées et testées sur le robot, elles se cuisinent aussi sans lui\u00a0: la fiche donne les deux versions.'
        }
        recipes={recipes}
      />
      <NumberedCards
        id="thermomix-steps"
        title="Votre box avec le Thermomix"
        items={thermomixSteps}
        numbered
      />
      <section aria-labelledby="thermomix-carousel" className={styles.section}>
        <h2 id="thermomix-carousel">Ce que le robot fait pour vous</h2>
        <Carousel
          label="Ce que le robot fait pour vous"
          items={thermomixSlides}
          itemKey={(slide) => slide.title}
          renderItem={(slide) => (
            <div className={styles.card}>
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
            </div>
          )}
        />
      </section>
      <ReassuranceList
        id="thermomix-blocks"
        title="Pourquoi cuisiner nos recettes au Thermomix"
        blocks={blocks}
      />
      {faq?.kind === 'subsection' ? (
        <FaqList
          id="thermomix-faq"
          title="Vos questions sur le Thermomix"
          subsection={faq.subsection}
          path={`/faq/${thermomixFaq.join('/')}`}
        />
      ) : null}
    </MarketingLayout>
  );
}
