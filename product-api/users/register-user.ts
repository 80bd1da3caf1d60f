import type { ApiContext } from '../context.ts';
import { documentId } from '../db/document-id.ts';
import type { User } from './current-user.ts';

export interface NewUser {
  email: string;
  username: string;
  /** already hashed */
  password: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

/** Inserts the user and their loyalty account; run inside a write transaction. */
export function insertUser(ctx: ApiContext, fields: NewUser): User {
  const { store } = ctx;
  const { db } = store;
  const now = ctx.now().toISOString();
  const loyaltyId = store.insertId(
    db
      .insertInto('loyalties')
      .values({ document_id: documentId(), vip_tier_name: null, points: 0 }),
  );
  const insertedId = store.insertId(
    db.insertInto('users').values({
      document_id: documentId(),
      username: fields.username,
      email: fields.email,
      password: fields.password,
      first_name: fields.first_name ?? null,
      last_name: fields.last_name ?? null,
      phone_number: fields.phone_number ?? null,
      loyalty_id: loyaltyId,
      created_at: now,
      updated_at: now,
    }),
  );
  const user = store.first(db.selectFrom('users').selectAll().where('id', '=', insertedId));
  if (!user) throw new Error('registered user not found');
  return user;
}
