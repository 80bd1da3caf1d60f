import { useSuspenseQuery } from '@tanstack/react-query';
import { organicProducersOf, organicRecipesOf } from '../../../shared/organic-recipes.ts';
import { welcomeOfferPrice } from '../../../shared/welcome-offer-price.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery } from '../../api/queries/faq.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { sourcedRecipesQuery, type SourcedRecipe } from '../../api/queries/sourced-recipes.ts';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { Accordion } from '../../components/accordion.tsx';
import { claimText } from '../../components/marketing/claims.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { Price } from '../../components/price.tsx';
import { FaqList } from '../../components/showcase/faq-list.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { ProducerList } from '../../components/showcase/producer-list.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import { RecipeRow } from '../../components/showcase/recipe-row.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { useRouteDef } from '../../router/router-context.tsx';
import {
  boxQuestions,
  cookingTips,
  labels,
  organicFaq,
  organicPageOf,
  organicWeek,
  rowTitles,
  seasons,
} from './organic-content.ts';
import { organicPool, organicSlices } from './organic-pool.ts';

/** /bio, /box-repas-bio and /box-a-cuisiner-bio (spec §2): the organic offer, three angles. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const pool = useSuspenseQuery(sourcedRecipesQuery(api, organicPool)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  const page = organicPageOf(def.name);
  const [from, to] = organicSlices[page];
  const recipes = organicRecipesOf(pool, to).slice(from);
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <RecipeRow id="organic-recipes" title={rowTitles[page]} recipes={recipes} />
      {page === 'bio' ? <OrganicOffer recipes={recipes} /> : null}
      {page === 'box_repas_bio' ? <OrganicBox /> : null}
      {page === 'box_a_cuisiner_bio' ? <CookingOrganic recipes={recipes} /> : null}
      <ReassuranceList id="organic-blocks" title="Le bio, sans supplément" blocks={blocks} />
    </MarketingLayout>
  );
}

/** /bio: the claim, the labels, the producers, the help centre's organic questions. */
function OrganicOffer({ recipes }: { recipes: SourcedRecipe[] }) {
  const { api } = useClients();
  const site = useSiteSettings();
  const faq = useSuspenseQuery(faqPageQuery(api, organicFaq, siteOriginOf(site))).data;
  return (
    <>
      <section aria-labelledby="organic-claim" className={styles.section}>
        <h2 id="organic-claim">{claimText.organic}</h2>
        <p>
          Une recette est certifiée bio quand l’essentiel de ce que contient sa box vient de
          l’agriculture biologique. Les autres recettes comptent elles aussi leur part d’ingrédients
          bio, signalés un par un sur la fiche.
        </p>
      </section>
      <NumberedCards id="organic-labels" title="Les labels que vous trouverez" items={labels} />
      <ProducerList
        id="organic-producers"
        title="Les producteurs bio de ces recettes"
        producers={organicProducersOf(recipes).slice(0, 6)}
      />
      {faq?.kind === 'subsection' ? (
        <FaqList
          id="organic-faq"
          title="Vos questions sur le bio"
          subsection={faq.subsection}
          path={`/faq/${organicFaq.join('/')}`}
        />
      ) : null}
    </>
  );
}

const examples = [2, 4].map((guests) => ({ guests, price: welcomeOfferPrice(guests, 3) }));

/** /box-repas-bio: the week of an organic box, its price, its own questions. */
function OrganicBox() {
  return (
    <>
      <NumberedCards
        id="organic-week"
        title="Une semaine avec la box repas bio"
        items={organicWeek}
        numbered
      />
      <section aria-labelledby="organic-price" className={styles.section}>
        <h2 id="organic-price">Le prix d’une box repas bio</h2>
        <ul>
          {examples.map(({ guests, price }) =>
            price ? (
              <li key={guests}>
                3&nbsp;recettes bio pour {guests}&nbsp;personnes&nbsp;:{' '}
                <Price amount={price.total} />, soit <Price amount={price.perDish} /> la part.
              </li>
            ) : null,
          )}
        </ul>
      </section>
      <section aria-labelledby="organic-box-faq" className={styles.section}>
        <h2 id="organic-box-faq">La box repas bio en questions</h2>
        <Accordion
          exclusive
          items={boxQuestions.map((question) => ({
            question: question.title,
            answer: <p>{question.plainText}</p>,
          }))}
        />
      </section>
    </>
  );
}

/** /box-a-cuisiner-bio: the organic ingredients to cook, the seasons, the cook's habits. */
function CookingOrganic({ recipes }: { recipes: SourcedRecipe[] }) {
  const ingredients = [
    ...new Set(
      recipes.flatMap((recipe) =>
        recipe.ingredients.filter((i) => i.organic && !i.pantry).map((i) => i.name),
      ),
    ),
  ];
  return (
    <>
      <section aria-labelledby="organic-ingredients" className={styles.section}>
        <h2 id="organic-ingredients">Les ingrédients bio que vous cuisinerez</h2>
        <p>{ingredients.slice(0, 24).join(', ')}.</p>
      </section>
      <NumberedCards id="organic-seasons" title="Cuisiner bio au fil des saisons" items={seasons} />
      <NumberedCards
        id="organic-tips"
        title="Trois habitudes pour cuisiner des produits bio"
        items={cookingTips}
      />
    </>
  );
}
