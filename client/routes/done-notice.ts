// What a page says once a form's action is done: the action redirects to `?fait=…`, so that a
// reload neither posts again nor loses the message (ADR 047). One table per page.

export const doneParam = 'fait';

export type DoneNotices<Intent extends string> = Record<Intent, { param: string; message: string }>;

/** The address to redirect to once `intent` is done on the page at `path`. */
export const donePath = <Intent extends string>(
  path: string,
  notices: DoneNotices<Intent>,
  intent: Intent,
) => `${path}${path.includes('?') ? '&' : '?'}${doneParam}=${notices[intent].param}`;

/** The message of the page's `?fait=…`, or undefined for anything else. */
export function doneMessage<Intent extends string>(
  notices: DoneNotices<Intent>,
  search: URLSearchParams,
): string | undefined {
  const param = search.get(doneParam);
  return Object.values<{ param: string; message: string }>(notices).find(
    (entry) => entry.param === param,
  )?.message;
}
