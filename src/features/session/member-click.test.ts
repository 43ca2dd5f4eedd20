import { describe, expect, it } from 'vitest';
import { memberClick } from './member-click';

/** Runs memberClick and answers which side acted and whether the session was read. */
async function clicked(isLoggedIn: boolean | undefined, stored: boolean) {
  const acted: string[] = [];
  let reads = 0;
  const readSession = async () => {
    reads += 1;
    return stored;
  };
  await memberClick(
    isLoggedIn,
    readSession,
    () => acted.push('member'),
    () => acted.push('visitor'),
  );
  return { acted, reads };
}

describe('a click for members and visitors', () => {
  it('acts by what the page knows, without reading the session again', async () => {
    expect(await clicked(true, false)).toEqual({ acted: ['member'], reads: 0 });
    expect(await clicked(false, true)).toEqual({ acted: ['visitor'], reads: 0 });
  });

  it('reads the session at the click while the page does not know it yet', async () => {
    expect(await clicked(undefined, true)).toEqual({ acted: ['member'], reads: 1 });
    expect(await clicked(undefined, false)).toEqual({ acted: ['visitor'], reads: 1 });
  });
});
