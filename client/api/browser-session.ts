import { pushEvent } from '../analytics/data-layer.ts';
import { unavailableMessage } from '../../shared/site-error-messages.ts';
import type { SessionVisitor } from './queries/visitor.ts';
import type { LoginResult, SessionActions } from './session-actions.ts';

/** The session's actions in the browser: the auth endpoints, which set the httpOnly cookie. */
export const browserSession: SessionActions = {
  async logIn(credentials): Promise<LoginResult> {
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(credentials),
      });
      const body = (await response.json()) as {
        visitor?: SessionVisitor;
        error?: { message?: string };
      };
      if (response.ok && body.visitor) {
        pushEvent({ event: 'user_logged' });
        return { kind: 'visitor', visitor: body.visitor };
      }
      return {
        kind: 'refused',
        status: response.status,
        message: body.error?.message ?? unavailableMessage,
      };
    } catch {
      return { kind: 'refused', status: 503, message: unavailableMessage };
    }
  },
};
