/**
 * The sync engine's two calls on the endpoint table (DESIGN section 5): the incremental pull
 * of the change feed, and the batch that replays many outbox entries in one request.
 */

import { endpoint } from './endpoint';
import { BatchRequest, BatchResponse } from './outbox';
import { firstValues } from './paging';
import { ChangesQuery, ChangesResponse, JobChangesResponse } from './sync';

export const SYNC_ENDPOINTS = {
  /** ?cursor=N: the changes after it; without one (or one ahead of the head) a reset to the head. */
  changes: endpoint({
    method: 'GET',
    path: '/api/v1/sync/changes/',
    query: firstValues(ChangesQuery),
    output: ChangesResponse,
    auth: 'token',
  }),
  /** ?cursor=N: the board's job changes after it, for a visitor (no token is read). */
  jobs: endpoint({
    method: 'GET',
    path: '/api/v1/sync/jobs/',
    query: firstValues(ChangesQuery),
    output: JobChangesResponse,
    auth: 'none',
  }),
  /** Each mutation is applied in order, as its own request would be (only batch endpoints). */
  batch: endpoint({
    method: 'POST',
    path: '/api/v1/sync/batch/',
    body: BatchRequest,
    output: BatchResponse,
    auth: 'token',
  }),
} as const;
