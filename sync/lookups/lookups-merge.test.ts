import { describe, expect, it } from 'vitest';
import { testDb } from '../testing/fixtures';
import { getLookups, setLookups } from './lookups';
import { rememberLookups } from './lookups-merge';

describe('lookups named by an answer', () => {
  it('adds skills and topics the cached lists lack, keeping the fetch time', async () => {
    const db = testDb();
    await setLookups(db, {
      skills: [{ id: 1, name: 'Go' }],
      topics: [],
      topicAreas: [{ id: 3, name: 'Tech' }],
      fetchedAt: 1234,
    });
    await rememberLookups(
      db,
      [
        { id: 1, name: 'Go' },
        { id: 41, name: 'Payment Systems' },
      ],
      [{ id: 5, name: 'Fintech', topic_area: null }],
    );
    expect(await getLookups(db)).toMatchObject({
      skills: [
        { id: 1, name: 'Go' },
        { id: 41, name: 'Payment Systems' },
      ],
      topics: [{ id: 5, name: 'Fintech', topic_area: null }],
      fetchedAt: 1234,
    });
  });

  it('starts the lists when none was fetched yet, marked as due for a refresh', async () => {
    const db = testDb();
    await rememberLookups(db, [{ id: 41, name: 'Payment Systems' }], []);
    expect(await getLookups(db)).toEqual({
      skills: [{ id: 41, name: 'Payment Systems' }],
      topics: [],
      topicAreas: [],
      fetchedAt: 0,
    });
  });
});
