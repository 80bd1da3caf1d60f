import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '../../router/router-context.tsx';
import { useClients } from '../../api/api-context.tsx';
import { cookbookQuery, cookbookPageSize } from '../../api/queries/recipes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { RecipeGrid } from '../../components/recipe-grid.tsx';
import styles from '../cookbook-list/cookbook-list-page.module.css';
import { ListNav } from '../cookbook-list/list-nav.tsx';

/** Spec §2 cookbook_index: « Nos recettes », block « Nos dernières recettes », 20 a page. */
export function Component() {
  const { api } = useClients();
  const page = Number(useParams().page);
  const { recipes, pagination } = useSuspenseQuery(
    cookbookQuery(api, { page, pageSize: cookbookPageSize }),
  ).data;
  return (
    <>
      <PageIntro
        title="Nos recettes"
        lead="Toutes nos recettes de saison, à cuisiner chez vous avec les ingrédients de votre box."
      />
      <ListNav current={null} page={page} />
      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className={styles.blockTitle}>
          Nos dernières recettes
        </h2>
        {pagination.pageCount > 1 ? (
          <p className={styles.page}>{`Page ${page} sur ${pagination.pageCount}`}</p>
        ) : null}
        <RecipeGrid recipes={recipes} eagerCount={1} />
      </section>
      <Pagination
        page={page}
        pageCount={pagination.pageCount}
        hrefFor={(n) => `/recettes/page/${n}`}
        label="Pages de recettes"
      />
    </>
  );
}
