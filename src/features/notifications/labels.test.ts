import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract';
import { bellLabel, byNewest, largestId, unreadBadgeText } from './labels';

function note(id: number, created_at: string): Notification {
  return {
    id,
    type: 'user_connection',
    notification_type: 'new_follower',
    message: `n${id}`,
    created_at,
    is_read: false,
    data: { name_slug: 'x' },
  };
}

describe('unreadBadgeText', () => {
  it('shows nothing at zero or below', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-3)).toBe('');
  });
  it('shows the count up to 9 and 9+ above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('names the bell with the exact unread count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(42)).toBe('Notifications, 42 unread');
  });
});

describe('byNewest', () => {
  it('orders by creation time, then by id, newest first', () => {
    const rows = [
      note(1, '2026-01-01T10:00:00Z'),
      note(3, '2026-01-02T10:00:00Z'),
      note(2, '2026-01-02T10:00:00Z'),
      note(4, '2025-12-31T10:00:00Z'),
    ];
    expect(rows.sort(byNewest).map((row) => row.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('largestId', () => {
  it('is 0 for none and the maximum otherwise', () => {
    expect(largestId([])).toBe(0);
    expect(largestId([{ id: 7 }, { id: 31 }, { id: 12 }])).toBe(31);
  });
});
