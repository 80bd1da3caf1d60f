// DECISIONS, « Copy »: a non-breaking space before « : ; ? ! », inside « guillemets », and
// before « % » and « € ». Copy written with ordinary spaces (ours or the product API's) is set
// with this one rule before it is shown, so that no page depends on how a writer typed it.

const nbsp = '\u00a0';

/**
 * The text with French spacing: a no-break space (U+00A0, the one the whole site writes, as
 * `format-fr.ts` does) before « : ; ? ! », inside « guillemets », before « % » and « € ».
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
      .replace(new RegExp(`^${nbsp}`), '')
  );
}
