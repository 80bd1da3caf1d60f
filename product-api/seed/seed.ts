import { hashPassword } from '../auth/passwords.ts';
import type { Store } from '../db/database.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';
import { fixturePassword, seedCustomers } from './seed-customers.ts';
import { mediaSeeder } from './seed-uploads.ts';

export function isSeeded(store: Store): boolean {
  return store.first(store.db.selectFrom('recipes').select('id').limit(1)) !== undefined;
}

/** Fills an empty database with the catalogue, the content and the fixtures, in one transaction. */
export async function seedDatabase(store: Store, now: Date): Promise<void> {
  const passwordHash = await hashPassword(fixturePassword);
  const stamp = now.toISOString();
  store.transaction(() => {
    const media = mediaSeeder(store, stamp);
    seedCatalogue(store, media, stamp);
    seedContent(store, media, stamp);
    seedCustomers(store, now, passwordHash);
  });
}
