// What a page lives with rather than fails on (spec §8: the reviews that could not be read, a
// static content the CMS lacks): it is logged and the page goes on. In the browser, its
// console; on the server, the site's JSON log (createRenderer sets it), one line an event.

type ProblemLog = (message: string) => void;

let log: ProblemLog = (message) => console.error(message);

/** Logs what a page draws without (spec §8). */
export const logPageProblem = (message: string): void => log(message);

/** The server's log of such problems, set once the renderer is built. */
export function logPageProblemsTo(next: ProblemLog): void {
  log = next;
}
