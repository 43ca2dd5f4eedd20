/// <reference lib="webworker" />
/** The sync worker: wires the engine in sync/ to the browser and exposes its SyncApi over comlink. */
import { expose } from 'comlink';
import type { SyncApi } from '../sync/core/api';
import { openDb } from '../sync/core/db';
import { createSyncEngine } from '../sync/core/engine';
import { SYNC_CHANNEL } from '../sync/core/leader';
import { SEARCH_CHANGED_CHANNEL } from '../sync/search/changes';

declare const self: DedicatedWorkerGlobalScope;

const engine = createSyncEngine({
  db: openDb(),
  baseUrl: self.location.origin,
  fetch: self.fetch.bind(self),
  WebSocket,
  locks: navigator.locks,
  broadcast: new BroadcastChannel(SYNC_CHANNEL),
  searchChanged: new BroadcastChannel(SEARCH_CHANGED_CHANNEL),
  addEventListener: (type, listener) => self.addEventListener(type, listener),
  onError: (error) => self.reportError(error),
});
engine.start();

const api: SyncApi = {
  auth: engine.auth,
  account: engine.account,
  profiles: engine.profiles,
  directory: engine.directory,
  recommendations: engine.recommendations,
  lookups: engine.lookups,
  imports: engine.imports,
  groups: engine.groups,
  jobs: engine.jobs,
  content: engine.content,
  chat: engine.chat,
  notifications: engine.notifications,
  agents: engine.agents,
  reports: engine.reports,
  ama: engine.ama,
  payments: engine.payments,
  admin: engine.admin,
  search: engine.search,
  storage: engine.storage,
  online: engine.online,
  sync: engine.sync,
};
expose(api);
