import type { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** A post under way: its action running, or the page's data loaded again after it. */
const posting = ({ navigation }: Router['state']) =>
  navigation.state !== 'idle' && (navigation.formMethod ?? 'GET').toUpperCase() !== 'GET';

/**
 * One post at a time (ADR 061: a pending button takes no click). React draws a button pending
 * in a transition, after the click that submitted its form: a double click's second submit
 * comes first, and React Router would send the action again (a box reactivated twice reads as
 * « rien à réactiver »). The router knows at once: a submit while it is posting is stopped
 * before React's listener sees it.
 */
export function oneSubmissionAtATime(router: Router, target: Document): () => void {
  const stop = (event: Event) => {
    if (!posting(router.state)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('submit', stop, { capture: true });
  return () => target.removeEventListener('submit', stop, { capture: true });
}
