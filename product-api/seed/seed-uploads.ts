import { createHash } from 'node:crypto';
import type { Store } from '../db/database.ts';
import { documentId } from '../db/document-id.ts';
import { formatsFor, originalFor } from '../images/image-formats.ts';
import type { CoverArt } from './types.ts';

/** Media rows: pictures composed on first request from their `art` (images/uploads-router.ts). */
export function mediaSeeder(store: Store, now: string) {
  const icons = new Map<string, number>();

  return {
    cover(slug: string, art: CoverArt, alternativeText: string): number {
      const hash = `${slug.replace(/-/g, '_')}_${createHash('sha256').update(JSON.stringify(art)).digest('hex').slice(0, 10)}`;
      const name = `${slug}.webp`;
      const original = originalFor(hash);
      const id = store.insertId(
        store.db.insertInto('uploads').values({
          document_id: documentId(),
          name,
          alternative_text: alternativeText,
          caption: null,
          width: original.width,
          height: original.height,
          hash,
          ext: original.ext,
          mime: original.mime,
          size: original.size,
          url: original.url,
          formats: JSON.stringify(formatsFor(hash, name)),
          art: JSON.stringify({ ...art, seed: slug }),
          created_at: now,
          updated_at: now,
        }),
      );
      return id;
    },

    icon(name: string): number {
      const known = icons.get(name);
      if (known !== undefined) return known;
      const id = store.insertId(
        store.db.insertInto('uploads').values({
          document_id: documentId(),
          name: `${name}.svg`,
          alternative_text: null,
          caption: null,
          width: 256,
          height: 256,
          hash: `icon_${name.replace(/-/g, '_')}`,
          ext: '.svg',
          mime: 'image/svg+xml',
          size: 4,
          url: `/uploads/icons/${name}.svg`,
          formats: null,
          art: null,
          created_at: now,
          updated_at: now,
        }),
      );
      icons.set(name, id);
      return id;
    },
  };
}

export type MediaSeeder = ReturnType<typeof mediaSeeder>;
