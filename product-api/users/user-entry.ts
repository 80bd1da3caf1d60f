import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';

/** A user as the API shows it: never the password hash or the reset code. */
export function userEntry(user: Selectable<UsersTable>) {
  return {
    id: user.id,
    documentId: user.document_id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    confirmed: user.confirmed === 1,
    blocked: user.blocked === 1,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    birthday_date: user.birthday_date,
    adyen_shopper_reference: user.adyen_shopper_reference,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}
