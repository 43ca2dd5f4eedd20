import { describe, expect, it } from 'vitest';
import { pickDefaultPrompts } from './prompt-suggestions';
import type { DefaultPrompt } from './tenant';

const prompt = (text: string, locations: string[] = [], career_stages: number[] = []): DefaultPrompt => ({
  prompt: text,
  locations,
  career_stages,
});

const PROMPTS = [
  prompt('anyone 1'),
  prompt('kenya', ['KE']),
  prompt('students', [], [2]),
  prompt('kenyan students', ['KE'], [2]),
  prompt('anyone 2'),
  prompt('seniors', [], [6]),
  prompt('anyone 3'),
];

describe('pickDefaultPrompts', () => {
  it('puts the prompts aimed at the member first, then prompts for anyone, four at most', () => {
    expect(pickDefaultPrompts(PROMPTS, { location: 'ke', careerStage: 2 })).toEqual([
      'kenyan students',
      'kenya',
      'students',
      'anyone 1',
    ]);
  });

  it('never offers a prompt aimed at another location or stage', () => {
    expect(pickDefaultPrompts(PROMPTS, { location: 'IN', careerStage: 6 }, 10)).toEqual([
      'seniors',
      'anyone 1',
      'anyone 2',
      'anyone 3',
    ]);
  });

  it('offers only the prompts for anyone when nothing is saved', () => {
    expect(pickDefaultPrompts(PROMPTS, { location: null, careerStage: null })).toEqual([
      'anyone 1',
      'anyone 2',
      'anyone 3',
    ]);
  });
});
