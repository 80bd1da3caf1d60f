import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '../../shared/too-long-message.ts';

describe('tooLongMessage', () => {
  it('says how long the field is and what is kept, with French spacing', () => {
    expect(tooLongMessage(81, 80)).toBe('Ce champ compte 81\u00a0caractères\u00a0: 80 au plus.');
    expect(tooLongMessage(300, 100)).toBe(
      'Ce champ compte 300\u00a0caractères\u00a0: 100 au plus.',
    );
  });

  it('writes its numbers as the site writes French numbers, a no-break space between thousands', () => {
    expect(tooLongMessage(2001, 2000)).toBe(
      `Ce champ compte 2\u00a0001\u00a0caractères\u00a0: 2\u00a0000 au plus.`,
    );
  });
});
