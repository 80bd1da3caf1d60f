import { pushEvent } from '../analytics/data-layer.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';
import type { SessionVisitor } from './queries/visitor.ts';
import type { SessionActions, SessionResult } from './session-actions.ts';
import { sitePath } from '../app/base-path.ts';

/** One of the site's auth endpoints (server/auth-routes.ts), which set the httpOnly cookie. */
async function post(path: string, body: unknown): Promise<SessionResult> {
  try {
    const response = await fetch(sitePath(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      visitor?: SessionVisitor;
      error?: { message?: string };
    };
    if (response.ok)
      return answer.visitor ? { kind: 'visitor', visitor: answer.visitor } : { kind: 'done' };
    return {
      kind: 'refused',
      status: response.status,
      message: answer.error?.message ?? unavailableMessage,
    };
  } catch {
    return { kind: 'refused', status: 503, message: unavailableMessage };
  }
}

/** spec §7: `user_logged` once a session is opened (the data layer waits for consent). */
const logged = (result: SessionResult) => {
  if (result.kind === 'visitor') pushEvent({ event: 'user_logged' });
  return result;
};

/** The session's actions in the browser. */
export const browserSession: SessionActions = {
  logIn: async (credentials) => logged(await post('/auth/login', credentials)),
  register: async (fields) => logged(await post('/auth/register', fields)),
  requestResetCode: (email) => post('/auth/forgot-password', { email }),
  resetPassword: async (fields) => logged(await post('/auth/reset-password', fields)),
  changePassword: (fields) => post('/auth/change-password', fields),
};
