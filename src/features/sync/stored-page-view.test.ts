import { describe, expect, it } from 'vitest';
import { pageCountOf, storedPageView } from './stored-page-view';

describe('pageCountOf', () => {
  it('is at least one page and rounds up', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
  });
});

describe('storedPageView', () => {
  const rows = [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }, { id: 1 }];
  const input = { stored: rows, keyOf: (row: { id: number }) => row.id, page: 2, pageSize: 2 };

  it("shows the server's page in its order, leaving out keys not stored yet", () => {
    const server = { keys: [3, 9, 1], count: 7 };
    expect(storedPageView({ ...input, server, status: 'done' })).toEqual({
      items: [{ id: 3 }, { id: 1 }],
      pageCount: 4,
      status: 'done',
      isReady: true,
    });
    expect(storedPageView({ ...input, server, status: 'loading' }).items).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it('pages the stored rows when the server page is not current', () => {
    const server = { keys: [1], count: 1 };
    expect(storedPageView({ ...input, server, status: 'offline' })).toEqual({
      items: [{ id: 3 }, { id: 2 }],
      pageCount: 3,
      status: 'offline',
      isReady: true,
    });
    expect(storedPageView({ ...input, server: null, status: 'done' }).items).toEqual([{ id: 3 }, { id: 2 }]);
  });

  it('is not ready before Dexie answers', () => {
    expect(storedPageView({ ...input, stored: undefined, server: null, status: 'loading' })).toEqual({
      items: [],
      pageCount: 1,
      status: 'loading',
      isReady: false,
    });
  });
});
