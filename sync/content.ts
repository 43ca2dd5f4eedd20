/**
 * The content area of the worker (issue 7): lists and items into db.contents, moderation,
 * deletes, the collections dashboards and link previews. SEAM stub: the sync helper fills it.
 */
import type { SyncApi } from './api';
import type { SyncContext } from './context';

export function createContent(_ctx: SyncContext): SyncApi['content'] {
  const offline = { kind: 'offline' } as const;
  return {
    list: async () => offline,
    bySlug: async () => 'offline',
    moderate: async () => ({ ok: false, message: '' }),
    remove: async () => ({ ok: false, message: '' }),
    sections: async () => 'offline',
    collection: async () => offline,
    linkPreview: async () => ({ ok: false, message: '' }),
  };
}
