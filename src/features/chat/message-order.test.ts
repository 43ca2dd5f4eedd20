import { describe, expect, it } from 'vitest';
import type { ChatUser } from '../../../contract/chat';
import type { LocalChatMessage } from '../../../sync/core/db';
import { sortMessages } from './message-order';

const me: ChatUser = { id: 1, name: 'Amara Okafor', image_path: null, type: 'user', slug: 'amara' };
const peer: ChatUser = { id: 2, name: 'Mateo Silva', image_path: null, type: 'user', slug: 'mateo' };

function message(id: string, timestamp: string, status: LocalChatMessage['status']): LocalChatMessage {
  return {
    id,
    peer_id: peer.id,
    room: 7,
    sender: me,
    recipient: peer,
    timestamp,
    messages: [{ type: 'text', value: id }],
    status,
    error: status === 'failed' ? 'Could not send message' : null,
    is_new: false,
  };
}

describe('sortMessages', () => {
  it('puts sent messages by server time, then unsent ones in the order written', () => {
    const sorted = sortMessages([
      message('01J00000000000000000000003', '2026-11-21T10:00:00.000Z', 'pending'),
      message('01J00000000000000000000009', '2026-11-21T09:00:00.000Z', 'sent'),
      message('01J00000000000000000000001', '2026-11-21T11:00:00.000Z', 'failed'),
      message('01J00000000000000000000002', '2026-11-21T08:00:00.000Z', 'sent'),
      message('01J00000000000000000000004', '2026-11-21T07:00:00.000Z', 'pending'),
    ]);
    expect(sorted.map((row) => row.id)).toEqual([
      '01J00000000000000000000002',
      '01J00000000000000000000009',
      '01J00000000000000000000001',
      '01J00000000000000000000003',
      '01J00000000000000000000004',
    ]);
  });

  it('breaks a tie in server time by id and leaves the input alone', () => {
    const input = [
      message('01J0000000000000000000000B', '2026-11-21T08:00:00.000Z', 'sent'),
      message('01J0000000000000000000000A', '2026-11-21T08:00:00.000Z', 'sent'),
    ];
    expect(sortMessages(input).map((row) => row.id)).toEqual([
      '01J0000000000000000000000A',
      '01J0000000000000000000000B',
    ]);
    expect(input[0]?.id).toBe('01J0000000000000000000000B');
  });

  it('answers an empty conversation', () => {
    expect(sortMessages([])).toEqual([]);
  });
});
