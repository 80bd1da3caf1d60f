import { queryOptions } from '@tanstack/react-query';
import { frenchTypography } from '../../../shared/french-typography.ts';
import type { RecipeSection } from '../../../shared/recipe-sections.ts';
import type { ApiClient } from '../api-client.ts';
import { pictureOf, type Picture } from '../picture.ts';

export interface RecipeSectionEntry extends RecipeSection {
  id: number;
  title: string;
  logo: Picture | null;
}

/** One key, one shape: /gui and the SEO pages share it, and anonymous renders share its result. */
export const recipeSectionsKey = ['recipe-sections'] as const;

/**
 * Spec §7 `GET /recipe-sections`: every section, by position, the inactive ones too; a page
 * draws the active ones (shared/recipe-sections.ts).
 */
export const recipeSectionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: recipeSectionsKey,
    queryFn: async (): Promise<RecipeSectionEntry[]> => {
      const [{ recipeSectionsAnswer }, body] = await Promise.all([
        import('./marketing-schemas.ts'),
        api.get('/recipe-sections', {
          sort: ['position:asc', 'id:asc'],
          populate: ['logo', 'included_recipe_categories', 'excluded_recipe_categories'],
        }),
      ]);
      return recipeSectionsAnswer.parse(body).data.map((entry) => ({
        id: entry.id,
        // the CMS's copy is typed with ordinary spaces (DECISIONS, « Copy »)
        title: frenchTypography(entry.title),
        position: entry.position,
        active: entry.active,
        // beside the section's title: decorative
        logo: pictureOf(entry.logo, ''),
        included: entry.included_recipe_categories.map((c) => c.name),
        excluded: entry.excluded_recipe_categories.map((c) => c.name),
      }));
    },
  });
