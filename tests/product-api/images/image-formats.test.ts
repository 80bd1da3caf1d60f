import { describe, expect, it } from 'vitest';
import {
  IMAGE_FORMATS,
  formatsFor,
  originalFor,
} from '../../../product-api/images/image-formats.ts';
import { parseUploadPath } from '../../../product-api/images/upload-file-name.ts';

describe('image formats', () => {
  it('are the four Strapi breakpoints of a 3:2 picture', () => {
    expect(IMAGE_FORMATS).toEqual({
      thumbnail: { width: 245, height: 163 },
      small: { width: 500, height: 333 },
      medium: { width: 750, height: 500 },
      large: { width: 1000, height: 667 },
    });
  });

  it('give the Strapi v5 formats object of a file', () => {
    const formats = formatsFor('poulet_roti_3f2a9c', 'poulet-roti.webp');
    expect(Object.keys(formats)).toEqual(['thumbnail', 'small', 'medium', 'large']);
    expect(formats.thumbnail).toEqual({
      name: 'thumbnail_poulet-roti.webp',
      hash: 'thumbnail_poulet_roti_3f2a9c',
      ext: '.webp',
      mime: 'image/webp',
      path: null,
      width: 245,
      height: 163,
      size: expect.any(Number),
      sizeInBytes: expect.any(Number),
      url: '/uploads/thumbnail_poulet_roti_3f2a9c.webp',
    });
    expect(formats.large.url).toBe('/uploads/large_poulet_roti_3f2a9c.webp');
    expect(formatsFor('h', 'Poulet rôti.png').small.name).toBe('small_Poulet rôti.webp');
    const sizes = Object.values(formats).map((format) => format.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(formats.thumbnail.size).toBeCloseTo(formats.thumbnail.sizeInBytes / 1000, 2);
  });

  it('give the urls of the original, its PNG and its SVG', () => {
    expect(originalFor('poulet_roti_3f2a9c')).toMatchObject({
      url: '/uploads/poulet_roti_3f2a9c.webp',
      pngUrl: '/uploads/poulet_roti_3f2a9c.png',
      svgUrl: '/uploads/poulet_roti_3f2a9c.svg',
      width: 1200,
      height: 800,
      mime: 'image/webp',
    });
  });

  it('every url they give parses back to its file', () => {
    const formats = formatsFor('poulet_roti_3f2a9c', 'poulet-roti.webp');
    for (const [name, format] of Object.entries(formats)) {
      expect(parseUploadPath(format.url.slice('/uploads/'.length))).toMatchObject({
        kind: 'cover',
        hash: 'poulet_roti_3f2a9c',
        format: name,
      });
    }
  });
});

describe('parseUploadPath', () => {
  it('reads covers, formats and icons', () => {
    expect(parseUploadPath('abc-1_2.svg')).toMatchObject({
      hash: 'abc-1_2',
      format: 'original',
      ext: 'svg',
    });
    expect(parseUploadPath('abc.png')).toMatchObject({
      hash: 'abc',
      format: 'original',
      ext: 'png',
    });
    expect(parseUploadPath('medium_abc.webp')).toMatchObject({
      hash: 'abc',
      format: 'medium',
      ext: 'webp',
    });
    expect(parseUploadPath('icons/cooked-rice.svg')).toEqual({
      kind: 'icon',
      name: 'cooked-rice',
      file: 'icons/cooked-rice.svg',
    });
  });

  it.each([
    '',
    'abc',
    'abc.jpg',
    'abc.SVG',
    'ABC.svg',
    '.svg',
    '-abc.svg',
    'a.b.svg',
    '../abc.svg',
    '..%2Fabc.svg',
    '%2e%2e/abc.svg',
    'abc.svg/',
    'sub/abc.svg',
    'abc.svg%00.png',
    'small_abc.png',
    'small_abc.svg',
    'small_.webp',
    'small_small_abc.webp',
    'huge_abc.webp'.replace('huge', 'x'.repeat(120)),
    'icons/../abc.svg',
    'icons/Lemon.svg',
    'icons/lemon.png',
    'icons/-lemon.svg',
    'icons/lemon--x.svg',
  ])('rejects %j', (path) => {
    expect(parseUploadPath(path)).toBeUndefined();
  });
});
