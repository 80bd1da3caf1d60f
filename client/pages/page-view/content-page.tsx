import { useSuspenseQuery } from '@tanstack/react-query';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { useParams, useRouteDef } from '../../router/router-context.tsx';
import { useClients } from '../../api/api-context.tsx';
import { contentPageQuery, contentPageSlugOf } from '../../api/queries/pages.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';

/**
 * A content page of the product API (spec §7 `/pages/`): /{slug} (terms of sale, legal notice,
 * privacy…) and the routes that name their page (/pour-une-alimentation-bio-saine).
 */
export function Component() {
  const { api } = useClients();
  const slug = contentPageSlugOf(useRouteDef(), useParams());
  const page = useSuspenseQuery(contentPageQuery(api, slug, siteOriginOf(useSiteSettings()))).data;
  // the loader answered 404 already: nothing to draw
  if (!page) return null;
  return (
    <article>
      <PageIntro title={page.title} />
      <MarkdownContent body={page.body} />
    </article>
  );
}
