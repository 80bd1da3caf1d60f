// Strapi's bracket syntax (filters[slug][$eq]=x, populate[0]=cover), written by hand: qs would
// add ~10 KB to the browser bundle for these twenty lines.

type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(pairs, `${key}[${index}]`, item));
  } else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(pairs, `${key}[${child}]`, item);
  } else {
    pairs.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    );
  }
}

export type StrapiQuery = Record<string, QueryValue>;

export function strapiQueryString(query: StrapiQuery | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
