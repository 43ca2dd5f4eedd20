import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('ada  lovelace byron')).toBe('AL');
    expect(initials(' Grace ')).toBe('G');
    expect(initials('')).toBe('');
  });
});
