import type { DirectoryQuery, DirectoryResult } from '../../../sync/core/api';
import { syncClient } from '../sync/sync-client';

/** GET /api/v1/search/ through the worker; the items are also cached into db.directory. */
export async function searchDirectory(query: DirectoryQuery): Promise<DirectoryResult> {
  return syncClient().directory.search(query);
}

/** GET /api/v1/connections/ through the worker: the member's connections into db.directory. */
export async function fetchConnections(): Promise<DirectoryResult> {
  return syncClient().directory.connections();
}
