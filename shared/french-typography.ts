// DECISIONS, « Copy »: a non-breaking space before « : ; ? ! », inside « guillemets », and
// before « % » and « € ». Copy written with ordinary spaces (ours or the product API's) is set
// with this one rule before it is shown, so that no page depends on how a writer typed it.

const narrow = '\u202f';
const nbsp = '\u00a0';

/** The text with French spacing: narrow no-break spaces before « ; ? ! », no-break elsewhere. */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([;?!])/g, (_, mark: string) => `${narrow}${mark}`)
    .replace(/(\S)[ \u00a0\u202f]*:(?=\s|$)/g, (_, before: string) => `${before}${nbsp}:`)
    .replace(/«[ \u00a0\u202f]*/g, `«${nbsp}`)
    .replace(/[ \u00a0\u202f]*»/g, `${nbsp}»`)
    .replace(
      /(\d)[ \u00a0\u202f]*(%|€)/g,
      (_, digit: string, sign: string) => `${digit}${nbsp}${sign}`,
    )
    .replace(new RegExp(`^${narrow}`), '');
}
