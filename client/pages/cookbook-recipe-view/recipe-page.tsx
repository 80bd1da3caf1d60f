import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatDuration } from '../../../shared/format-fr.ts';
import { useClients } from '../../api/api-context.tsx';
import { recipeQuery } from '../../api/queries/recipes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';

export function Component() {
  const { api } = useClients();
  const recipe = useSuspenseQuery(recipeQuery(api, useParams().slug ?? '')).data;
  if (!recipe) return null;
  return (
    <article>
      <PageIntro title={recipe.name} lead={recipe.description}>
        <p>
          {formatDuration(recipe.furnace_time)} aux fourneaux · {formatDuration(recipe.total_time)}{' '}
          en tout
        </p>
      </PageIntro>
      {recipe.card.cover ? (
        <ResponsiveImage
          picture={recipe.card.cover}
          sizes="(min-width: 72rem) 72rem, 100vw"
          priority
        />
      ) : null}
    </article>
  );
}
