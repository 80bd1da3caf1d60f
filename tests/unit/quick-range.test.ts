import { describe, expect, it } from 'vitest';
import { listedTags, maxTimeQuickLists } from '../../shared/quick-range.ts';

describe('listedTags: the categories as spec §2’s lists read them', () => {
  it('keeps 20 minutes at the stove for the quick lists (DECISIONS)', () => {
    expect(maxTimeQuickLists).toBe(20);
  });

  it('keeps `efficace` within 20 minutes, drops it beyond; the other categories stay', () => {
    expect(listedTags({ tags: ['efficace', 'viande'], furnaceTime: 20 })).toEqual([
      'efficace',
      'viande',
    ]);
    expect(listedTags({ tags: ['efficace', 'viande'], furnaceTime: 21 })).toEqual(['viande']);
    expect(listedTags({ tags: ['healthy'], furnaceTime: 45 })).toEqual(['healthy']);
  });
});
