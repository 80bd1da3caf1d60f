import { useSuspenseQuery } from '@tanstack/react-query';
import { useClients } from '../../api/api-context.tsx';
import { latestRecipesQuery } from '../../api/queries/recipes.ts';
import { reassuranceBlocksQuery } from '../../api/queries/reassurance-blocks.ts';
import { MarketingLayout } from '../../components/marketing/marketing-layout.tsx';
import { OfferActions } from '../../components/marketing/offer-actions.tsx';
import { RecipeCard } from '../../components/recipe-card.tsx';
import { NumberedCards } from '../../components/showcase/numbered-cards.tsx';
import { ReassuranceList } from '../../components/showcase/reassurance-list.tsx';
import styles from '../../components/showcase/showcase.module.css';
import { useRouteDef } from '../../router/router-context.tsx';

const contents = [
  {
    title: 'Les produits frais, pesés',
    text: 'Légumes, viande ou poisson, fromage\u00a0: la quantité exacte pour vos convives.',
  },
  {
    title: 'Les épices et condiments',
    text: 'Une dose de curry, une cuillère de miso\u00a0: pas de pot entier qui finit au fond du placard.',
  },
  {
    title: 'La fiche recette illustrée',
    text: 'Recto la photo et les ustensiles, verso les étapes avec leurs temps.',
  },
];

const cardSteps = [
  {
    title: 'Préparez',
    text: 'Sortez le sachet de la recette et les ustensiles listés en tête de fiche.',
  },
  { title: 'Taillez', text: 'La fiche dit quelle taille donner à chaque légume, photo à l’appui.' },
  { title: 'Cuisez', text: 'Chaque cuisson donne son feu et sa durée, minute par minute.' },
  {
    title: 'Dressez',
    text: 'Le dernier geste, celui de la photo\u00a0: une herbe, un filet d’huile.',
  },
];

/** /notre-panier-recette (spec §2): what the box holds, the card step by step, a real recipe. */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const { recipes } = useSuspenseQuery(latestRecipesQuery(api)).data;
  const blocks = useSuspenseQuery(reassuranceBlocksQuery(api, def.name)).data;
  const sample = recipes[0];
  return (
    <MarketingLayout hero={<OfferActions />} howItWorks={false}>
      <NumberedCards id="box-contents" title="Ce que contient votre panier" items={contents} />
      <NumberedCards
        id="box-card-steps"
        title="La fiche recette, étape par étape"
        items={cardSteps}
        numbered
      />
      {sample ? (
        <section aria-labelledby="box-sample" className={styles.section}>
          <h2 id="box-sample">Une fiche de cette semaine</h2>
          <RecipeCard recipe={sample} />
        </section>
      ) : null}
      <ReassuranceList id="box-blocks" title="Pensé pour votre réfrigérateur" blocks={blocks} />
    </MarketingLayout>
  );
}
