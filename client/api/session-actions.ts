import type {
  Credentials,
  PasswordChange,
  PasswordReset,
  Registration,
} from '../../shared/account-fields.ts';
import type { SessionVisitor } from './queries/visitor.ts';

/** A session opened, a step done (a code sent), or a refusal with spec §8's French message. */
export type SessionResult =
  | { kind: 'visitor'; visitor: SessionVisitor }
  | { kind: 'done' }
  | { kind: 'refused'; status: number; message: string };

/**
 * What the pages' forms do to the session (DESIGN §6): on the server, the auth endpoints' own
 * logic setting the cookie of the answer; in the browser, a call to those endpoints.
 */
export interface SessionActions {
  logIn(credentials: Credentials): Promise<SessionResult>;
  register(fields: Registration): Promise<SessionResult>;
  requestResetCode(email: string): Promise<SessionResult>;
  resetPassword(fields: PasswordReset): Promise<SessionResult>;
  /** the session goes on with a new token; the others end (ADR 048) */
  changePassword(fields: PasswordChange): Promise<SessionResult>;
}
