import type { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** A post under way: its action running, or the page's data loaded again after it. */
const posting = ({ navigation }: Router['state']) =>
  navigation.state !== 'idle' && (navigation.formMethod ?? 'GET').toUpperCase() !== 'GET';

/** The submit button a click is on, when it posts its form. */
function postButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'submit') return null;
  const method = button.getAttribute('formmethod') ?? button.form?.method;
  return method?.toLowerCase() === 'post' ? button : null;
}

/**
 * One post at a time (ADR 061: a pending button takes no click), for every form of the page.
 * React draws a button pending in a transition, after the click that submitted its form: a
 * double click's second submit comes first, and React Router would send the action again (a box
 * reactivated twice reads as « rien à réactiver »). The router knows at once: a submit while it
 * is posting is stopped before React's listener sees it. A double click's second click (its
 * count above one) posts nothing either, should the first post already be done.
 */
export function oneSubmissionAtATime(router: Router, target: Document): void {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener(
    'submit',
    (event) => {
      if (posting(router.state)) stop(event);
    },
    { capture: true },
  );
  target.addEventListener(
    'click',
    (event) => {
      if (event.detail > 1 && postButtonOf(event.target)) stop(event);
    },
    { capture: true },
  );
}
