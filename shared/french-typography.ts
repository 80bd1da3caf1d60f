// DECISIONS, « Copy »: a non-breaking space before « : ; ? ! », inside « guillemets », and
// before « % » and « € »; and inside an hour (« 23 h 59 »). Copy written with ordinary spaces
// (ours or the product API's) is set with these rules before it is shown, so that no page
// depends on how a writer typed it: a whole text (`frenchTypography`) or a piece of CMS text
// (`frenchSpacing`).

const nbsp = '\u00a0';

/**
 * The text with French spacing: a no-break space (U+00A0, the one the whole site writes, as
 * `format-fr.ts` does) before « : ; ? ! », inside « guillemets », before « % » and « € », and
 * inside an hour written « 23 h 59 ».
 */
export function frenchTypography(text: string): string {
  return (
    text
      // spaces are matched from the first of a run only (the look-behind): a run of them costs
      // linear time, not quadratic (CMS text is untrusted)
      .replace(
        /(?<![ \u00a0\u202f])[ \u00a0\u202f]*([;?!])/g,
        (_, mark: string) => `${nbsp}${mark}`,
      )
      .replace(/(\S)[ \u00a0\u202f]*:(?=\s|$)/g, (_, before: string) => `${before}${nbsp}:`)
      .replace(/«[ \u00a0\u202f]*/g, `«${nbsp}`)
      .replace(/(?<![ \u00a0\u202f])[ \u00a0\u202f]*»/g, `${nbsp}»`)
      .replace(
        /(\d)[ \u00a0\u202f]*(%|€)/g,
        (_, digit: string, sign: string) => `${digit}${nbsp}${sign}`,
      )
      .replace(hour, hourSpaced)
      .replace(new RegExp(`^${nbsp}`), '')
  );
}

// an hour and its minutes stay on one line (« 23 h 59 », « 8 h »): the unit's symbol follows
// its number, as the site's own copy writes them (shared/customer-service.ts)
const hour = /(\d) h(?: (\d{2}))?(?![\p{L}\d])/gu;
const hourSpaced = (_: string, digit: string, minutes?: string) =>
  `${digit}${nbsp}h${minutes === undefined ? '' : `${nbsp}${minutes}`}`;

/**
 * The same spacing in a piece of CMS text (a markdown text node, a label): an ordinary space
 * before « : ; ? ! % € », after « and inside an hour becomes a no-break one, and nothing is
 * added — a piece may begin with the space that follows a word in bold, and may be part of an
 * address (`?` and `:` with no space before them stay as they are).
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ (?=[:;?!%€»])/g, nbsp)
    .replace(/« /g, `«${nbsp}`)
    .replace(hour, hourSpaced);
}
