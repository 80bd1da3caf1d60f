import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeCoverSvg, iconSvg } from '../../../product-api/images/compose-cover.ts';
import { iconBody } from '../../../product-api/images/icon-set.ts';
import type { CoverArt } from '../../../product-api/seed/types.ts';

const shrimp: CoverArt = {
  items: ['shrimp', 'lemon', 'cooked-rice', 'herb'],
  background: '#f4e3c3',
};
const aubergine: CoverArt = {
  items: ['eggplant', 'tomato', 'olive', 'garlic', 'herb'],
  background: '#dfe8d0',
};

/** A piece of path data that only this icon's markup contains. */
function pathDataOf(name: string): string {
  const data = /\sd="([^"]{12,})"/.exec(iconBody(name).body)?.[1];
  if (!data) throw new Error(`no path data in ${name}`);
  return data.slice(0, 40);
}

describe('composeCoverSvg', () => {
  it('is a pure function of the art and the seed', () => {
    expect(composeCoverSvg(shrimp, 'crevettes-sautees')).toBe(
      composeCoverSvg(shrimp, 'crevettes-sautees'),
    );
  });

  it('draws a different picture for another seed, even with the same items', () => {
    const pictures = new Set(
      ['crevettes-sautees', 'crevettes-au-curry', 'riz-cantonais', 'a', 'b'].map((seed) =>
        composeCoverSvg(shrimp, seed),
      ),
    );
    expect(pictures.size).toBe(5);
  });

  it('contains every icon of the art, once as a symbol', () => {
    const svg = composeCoverSvg(aubergine, 'aubergines-rôties');
    for (const name of aubergine.items) expect(svg).toContain(pathDataOf(name));
    expect(svg.match(/<symbol /g)).toHaveLength(aubergine.items.length);
  });

  it('keeps every id unique, so that gradients of different icons never clash', () => {
    const svg = composeCoverSvg(
      { items: ['cut-of-meat', 'potato', 'mushroom', 'herb'], background: '#ead7c3' },
      'entrecote',
    );
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of svg.matchAll(/(?:url\(|href=")#([^)"]+)/g)) expect(ids).toContain(ref);
  });

  it('is a well-formed 1200×800 SVG document', async () => {
    const svg = composeCoverSvg(shrimp, 'crevettes-sautees');
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"'),
    ).toBe(true);
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata).toMatchObject({ format: 'svg', width: 1200, height: 800 });
  });

  it('paints the table cloth in the background colour of the art', async () => {
    const svg = composeCoverSvg({ ...shrimp, background: '#336699' }, 'bleu');
    expect(svg).toContain('fill="#336699"');
    // a corner pixel of the picture is a darkened blue (vignette over the cloth)
    const { data } = await sharp(Buffer.from(svg))
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r = 0, g = 0, b = 0] = data;
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('handles a single item and vessels (a bowl of rice) as the star', async () => {
    for (const items of [['pancakes'], ['steaming-bowl', 'herb'], ['cooked-rice', 'curry-rice']]) {
      const svg = composeCoverSvg({ items, background: '#f1e6d2' }, items.join('-'));
      expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(1200);
    }
  });

  it('throws a clear error for an unknown icon', () => {
    expect(() =>
      composeCoverSvg({ items: ['shrimp', 'dragon-fruit-x'], background: '#fff' }, 's'),
    ).toThrow('Unknown icon "dragon-fruit-x"');
    expect(() => composeCoverSvg({ items: ['../shrimp'], background: '#fff' }, 's')).toThrow(
      'Unknown icon',
    );
  });

  it('throws for no item or a malformed background colour', () => {
    expect(() => composeCoverSvg({ items: [], background: '#fff' }, 's')).toThrow(/at least one/);
    expect(() => composeCoverSvg({ items: ['lemon'], background: 'red' }, 's')).toThrow(
      /Invalid colour "red"/,
    );
  });
});

describe('iconSvg', () => {
  it('is one icon as a standalone 256×256 SVG', async () => {
    const svg = iconSvg('lemon');
    expect(svg).toContain('viewBox="0 0 32 32"');
    expect(svg).toContain(pathDataOf('lemon'));
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('throws for an unknown icon', () => {
    expect(() => iconSvg('no-such-icon')).toThrow('Unknown icon "no-such-icon"');
  });
});
