import type { SessionVisitor } from './queries/visitor.ts';

export interface Credentials {
  identifier: string;
  password: string;
}

/** A login opened a session, or was refused with spec §8's French message. */
export type LoginResult =
  | { kind: 'visitor'; visitor: SessionVisitor }
  | { kind: 'refused'; status: number; message: string };

/**
 * What a page's form does to the session (DESIGN §6): on the server, the auth endpoints' own
 * logic setting the cookie of the answer; in the browser, a call to them.
 */
export interface SessionActions {
  logIn(credentials: Credentials): Promise<LoginResult>;
}
