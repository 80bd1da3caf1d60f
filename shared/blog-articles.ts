// spec §5 and §9: the blog shows live articles only, 12 a page, and 4 suggested articles under
// an article.
export const blogPageSize = 12;
export const suggestedArticleCount = 4;
export const liveStatus = 'live';

export const isLive = (article: { status: string }) => article.status === liveStatus;

/**
 * The articles suggested under `current`: the newest live articles of its category, filled up
 * from the newest live articles of the blog, never `current` itself nor the same one twice.
 */
export function suggestedArticles<T extends { slug: string; status: string }>(
  current: string,
  sameCategory: readonly T[],
  latest: readonly T[],
  count = suggestedArticleCount,
): T[] {
  const picked: T[] = [];
  for (const article of [...sameCategory, ...latest]) {
    if (picked.length === count) break;
    if (!isLive(article) || article.slug === current) continue;
    if (picked.some((known) => known.slug === article.slug)) continue;
    picked.push(article);
  }
  return picked;
}
