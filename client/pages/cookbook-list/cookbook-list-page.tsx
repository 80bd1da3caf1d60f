import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouteDef } from '../../router/router-context.tsx';
import { cookbookListPageByPath } from '../../../shared/cookbook-list-pages.ts';
import { useClients } from '../../api/api-context.tsx';
import { cookbookQuery, cookbookPageSize } from '../../api/queries/recipes.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import { listTrail } from '../../metadata/cookbook-trails.ts';
import styles from './cookbook-list-page.module.css';
import { ListNav } from './list-nav.tsx';

/** One of the ten filtered lists of spec §2: its copy, its recipes, 20 a page. */
export function Component() {
  const list = cookbookListPageByPath(String(useRouteDef().props?.list));
  if (!list) throw new Error('a cookbook list route without its list');
  const { api } = useClients();
  const page = Number(useParams().page);
  const { recipes, pagination } = useSuspenseQuery(
    cookbookQuery(api, {
      page,
      pageSize: cookbookPageSize,
      tag: list.tag,
      maxTime: list.maxTime,
    }),
  ).data;
  return (
    <>
      <Breadcrumbs trail={listTrail(list, page)} />
      <PageIntro title={list.pageTitle} lead={list.pageDesc}>
        <p className={styles.hook}>{list.hookText}</p>
      </PageIntro>
      <ListNav current={list.path} page={page} />
      <section aria-labelledby="list-title">
        <h2 id="list-title" className={styles.blockTitle}>
          {list.paginatedBlockTitle.main} <em>{list.paginatedBlockTitle.secondary}</em>
        </h2>
        {pagination.pageCount > 1 ? (
          <p className={styles.page}>{`Page ${page} sur ${pagination.pageCount}`}</p>
        ) : null}
        <RecipeGrid recipes={recipes} eagerCount={1} />
      </section>
      <Pagination
        page={page}
        pageCount={pagination.pageCount}
        hrefFor={(n) => `/recettes/${list.path}/page/${n}`}
        label={`Pages des ${list.pageTitle.toLowerCase()}`}
      />
    </>
  );
}
