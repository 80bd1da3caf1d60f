// spec §9 and DECISIONS: the help centre's sections come 99 at a time without section 10 (an
// archived partner programme); the keyword search asks 999 articles whose title or keywords
// contain the words typed.
export const faqSectionsPageSize = 99;
export const faqSearchPageSize = 999;
export const excludedFaqSectionId = 10;

export const isShownSection = (section: { id: number }) => section.id !== excludedFaqSectionId;

/** The search typed on /faq, in the URL: it works without JavaScript and can be shared. */
export const faqSearchParam = 'recherche';

/** What the search reads of a text typed: enough for a question, never 10 KB. */
export const faqSearchMaxLength = 100;
const maxWords = 6;

/**
 * The words searched for: letters and digits only (markup, quotes and apostrophes separate
 * words, so « l'abonnement » finds « l’abonnement »), two characters at least, each once.
 * Every word must be found in the title or a keyword of an article.
 */
export function faqSearchWords(typed: string | null | undefined): string[] {
  const words = (typed ?? '')
    .slice(0, faqSearchMaxLength)
    .normalize('NFC')
    .toLocaleLowerCase('fr-FR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length >= 2);
  return [...new Set(words)].slice(0, maxWords);
}
