import { badRequest } from '../http/api-error.ts';

// What one answer may load, across its main query and every populate query (DESIGN §8). Each
// populate level multiplies the rows (a recipe's related recipes' related recipes…), so without a
// bound a short URL could make the API build an answer of tens of megabytes. The site's own calls
// (a page of 100 recipes with every relation, a recipe page, the whole help centre, the sitemap)
// stay well below these; a caller who needs more asks for fewer relations or pages through.
export const maxAnswerRows = 5_000;
export const maxAnswerBytes = 5_000_000;
// What its filters may look at: each related row a relation filter visits counts, across every
// query of the answer. A filter through a recipe's related recipes' related recipes… visits
// millions (seconds of work for a 136-character URL); the site's own filters stay far below
// (the help centre’s search of six words visits about two thousand).
export const maxFilterVisits = 20_000;
// What its filters may fold (`$containsi`, `$eqi`…: case and accents ignored, in JavaScript, about
// 15 ns a character here): the visits above, each folding a 3 KB article's text, took a second.
// The help centre's search folds titles and keywords, a few thousand characters.
export const maxFoldedCharacters = 4_000_000;

const tooLarge = (what: string) =>
  badRequest(
    `Query too large: it would load more than ${what}; ask for fewer relations or a smaller page`,
    { maxRows: maxAnswerRows, maxBytes: maxAnswerBytes },
  );

/** Roughly the JSON size of a row: its keys and values, numbers counted as 8 characters. */
function rowBytes(row: Record<string, unknown>): number {
  let bytes = 0;
  for (const [key, value] of Object.entries(row)) {
    bytes += key.length + (typeof value === 'string' ? value.length : 8);
  }
  return bytes;
}

/**
 * The rows and bytes one request has loaded so far. Queries ask for one row more than is left
 * (`nextLimit`) and count each row as it is read (`take`), so a request over budget stops at the
 * first row too many instead of building its answer.
 */
export class QueryBudget {
  private rows = 0;
  private bytes = 0;
  private visits = 0;
  private folded = 0;

  /** The LIMIT of the next query: one over what is left, so that going over shows. */
  nextLimit(): number {
    return maxAnswerRows - this.rows + 1;
  }

  /** Counts one row read from the database; throws the 400 as soon as the budget is exceeded. */
  take(row: Record<string, unknown>): void {
    this.rows += 1;
    this.bytes += rowBytes(row);
    if (this.rows > maxAnswerRows) throw tooLarge(`${maxAnswerRows} rows`);
    if (this.bytes > maxAnswerBytes) throw tooLarge(`${maxAnswerBytes / 1_000_000} MB`);
  }

  /** Counts one related row a filter looked at; throws the 400 as soon as it is one too many. */
  visit(): void {
    this.visits += 1;
    if (this.visits > maxFilterVisits)
      throw badRequest('Invalid filters: too costly; filter through fewer relations', {
        maxVisits: maxFilterVisits,
      });
  }

  /** Counts the characters a filter folds; throws the 400 as soon as they are too many. */
  fold(characters: number): void {
    this.folded += characters;
    if (this.folded > maxFoldedCharacters)
      throw badRequest('Invalid filters: too costly; compare fewer or shorter texts', {
        maxFoldedCharacters,
      });
  }
}
