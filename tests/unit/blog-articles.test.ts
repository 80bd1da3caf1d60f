import { describe, expect, it } from 'vitest';
import {
  blogPageSize,
  isLive,
  suggestedArticleCount,
  suggestedArticles,
} from '../../shared/blog-articles.ts';

const article = (slug: string, status = 'live') => ({ slug, status });

describe('the blog’s list rules (spec §5, §9)', () => {
  it('shows 12 articles a page and suggests 4', () => {
    expect(blogPageSize).toBe(12);
    expect(suggestedArticleCount).toBe(4);
  });

  it('shows live articles only', () => {
    expect(isLive(article('a'))).toBe(true);
    expect(isLive(article('b', 'draft'))).toBe(false);
    expect(isLive(article('c', 'archived'))).toBe(false);
    expect(isLive(article('d', 'Live'))).toBe(false);
  });
});

describe('suggested articles', () => {
  it('takes the newest of the category first, then fills up from the newest of the blog', () => {
    const sameCategory = [article('c1'), article('c2')];
    const latest = [article('l1'), article('c1'), article('l2'), article('l3')];
    expect(suggestedArticles('x', sameCategory, latest).map((a) => a.slug)).toEqual([
      'c1',
      'c2',
      'l1',
      'l2',
    ]);
  });

  it('never suggests the article itself, twice the same one, or one that is not live', () => {
    const sameCategory = [article('x'), article('c1'), article('d1', 'draft')];
    const latest = [article('c1'), article('x'), article('l1')];
    expect(suggestedArticles('x', sameCategory, latest).map((a) => a.slug)).toEqual(['c1', 'l1']);
  });

  it('stops at 4', () => {
    const many = Array.from({ length: 10 }, (_, index) => article(`a${index}`));
    expect(suggestedArticles('x', many, many)).toHaveLength(4);
  });
});
