import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { CookbookList } from '../../../shared/cookbook-lists.ts';
import { useClients } from '../../api/api-context.tsx';
import { cookbookQuery } from '../../api/queries/recipes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { cookbookPageSize } from '../../routes/loaders/catalogue-loaders.ts';
import { useRouteDef } from '../../routes/use-route-def.ts';

interface ListProps {
  pageTitle: string;
  pageDesc: string;
  hookText: string;
  filters: string | null;
  maxtime: number | null;
  paginatedBlockTitle: CookbookList['paginatedBlockTitle'];
  list: string;
}

export function Component() {
  const props = useRouteDef().props as unknown as ListProps;
  const { api } = useClients();
  const page = Number(useParams().page);
  const { recipes, pagination } = useSuspenseQuery(
    cookbookQuery(api, {
      page,
      pageSize: cookbookPageSize,
      tag: props.filters,
      maxTime: props.maxtime,
    }),
  ).data;
  return (
    <>
      <PageIntro title={props.pageTitle} lead={props.pageDesc}>
        <p>{props.hookText}</p>
      </PageIntro>
      <section aria-labelledby="list-title">
        <h2 id="list-title">
          {props.paginatedBlockTitle.main} {props.paginatedBlockTitle.secondary}
        </h2>
        <RecipeGrid recipes={recipes} eagerCount={2} />
      </section>
      <Pagination
        page={page}
        pageCount={pagination.pageCount}
        hrefFor={(n) => `/recettes/${props.list}/page/${n}`}
        label="Pages de recettes"
      />
    </>
  );
}
