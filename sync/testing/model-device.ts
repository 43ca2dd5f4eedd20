/**
 * One member's device for the model-based test: tabs, each a real sync engine over its own
 * Dexie connection to the same database (as after a reload or in a second tab), electing one
 * leader through a lock, talking to the real server through a controlled network. The clock
 * is the test's, so backoff waits pass when the test says so, not in real time.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { openDb, type PortalDb } from '../core/db';
import { createSyncEngine, type SyncEngine } from '../core/engine';
import type { ChannelLike } from '../core/leader';
import { pendingEntries } from '../core/outbox';
import { fakeLocks, fakeSockets } from './browser-stand-ins';
import { type ControlledFetch, controlledFetch, type ServerRequest } from './controlled-fetch';
import { type DeviceTemplate, MODEL_BASE_URL } from './model-template';

export interface ModelTab {
  id: number;
  db: PortalDb;
  engine: SyncEngine;
}

/** BroadcastChannel between tabs, delivered at once so that a forwarded kick is never late. */
function channelHub() {
  const members = new Set<ChannelLike>();
  return {
    join(): ChannelLike {
      const channel: ChannelLike = {
        onmessage: null,
        postMessage(data) {
          for (const other of members) {
            if (other !== channel) void other.onmessage?.(new MessageEvent('message', { data }));
          }
        },
      };
      members.add(channel);
      return channel;
    },
    leave(channel: ChannelLike): void {
      members.delete(channel);
    },
  };
}

/** Lets queued tasks (fake-indexeddb runs on setImmediate) run. */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

let devices = 0;

export function createModelDevice(server: ServerRequest, onError: (error: unknown) => void) {
  devices += 1;
  const name = `portal-model-${devices}-${Date.now()}`;
  const net: ControlledFetch = controlledFetch(server);
  const locks = fakeLocks();
  const hub = channelHub();
  const clock = { time: Date.now() };
  const tabs: (ModelTab & { channel: ChannelLike })[] = [];
  const every: SyncEngine[] = [];
  let nextTab = 1;

  function openTab(): ModelTab {
    const db = openDb(name, { indexedDB, IDBKeyRange });
    const channel = hub.join();
    const id = nextTab++;
    const engine = createSyncEngine({
      db,
      baseUrl: MODEL_BASE_URL,
      fetch: net.forTab(id),
      WebSocket: fakeSockets().WebSocket,
      locks,
      broadcast: channel,
      now: () => clock.time,
      random: () => 0.5,
      pullIntervalMs: 3_600_000,
      onError,
    });
    const tab = { id, db, engine, channel };
    tabs.push(tab);
    every.push(engine);
    engine.start();
    return tab;
  }

  /** The tab that holds the lock (one is granted it within a few tasks of the last leader leaving). */
  async function leader(): Promise<ModelTab> {
    for (let tries = 0; tries < 1_000; tries += 1) {
      const found = tabs.find((tab) => tab.engine.isLeader());
      if (found) return found;
      await nextTask();
    }
    throw new Error('no tab became the sync leader');
  }

  /** Waits until the leader is idle or waiting on a held request: nothing moves until the test acts. */
  async function quiescent(): Promise<void> {
    const lead = await leader();
    for (;;) {
      if (net.held(lead.id).length > 0) return;
      const arrived = net.nextArrival().then(() => 'arrived' as const);
      const idle = lead.engine.idle().then(() => 'idle' as const);
      if ((await Promise.race([arrived, idle])) === 'idle') return;
    }
  }

  return {
    net,
    clock,
    tabs: (): readonly ModelTab[] => tabs,
    leader,
    quiescent,
    /** The first tab, on a copy of a signed-in device that has synced before. */
    async start(template: DeviceTemplate): Promise<void> {
      await template.copyTo(name);
      openTab();
      await quiescent();
    },
    /** A click in a tab: the UI's mutation, then the kick the UI sends the worker. */
    async click(pick: number, write: (db: PortalDb) => Promise<unknown>): Promise<void> {
      const tab = tabs[pick % tabs.length];
      if (!tab) throw new Error('no open tab');
      await write(tab.db);
      tab.engine.sync.kick();
      await quiescent();
    },
    openTab: async () => {
      openTab();
      await quiescent();
    },
    /** Closes a tab (its worker dies with its requests in flight); reopening it is a reload. */
    async closeTab(pick: number, isApplied: boolean, isReopened: boolean): Promise<void> {
      const [tab] = tabs.splice(pick % tabs.length, 1);
      if (!tab) throw new Error('no open tab');
      tab.engine.stop();
      hub.leave(tab.channel);
      await net.abandon(tab.id, isApplied);
      tab.db.close();
      if (isReopened) openTab();
      await quiescent();
    },
    /** Time passes: every backoff is over and the retry timer fires. */
    async timePasses(): Promise<void> {
      clock.time += 60_000;
      (await leader()).engine.sync.kick();
      await quiescent();
    },
    /**
     * The network heals: held requests are answered and time passes until the outbox has
     * nothing pending. Throws when it never drains (an endless retry).
     */
    async settle(): Promise<void> {
      for (let round = 0; round < 50; round += 1) {
        await quiescent();
        const [first] = net.held((await leader()).id);
        if (first) {
          await net.settle(first, 'answer');
          continue;
        }
        const lead = await leader();
        if ((await pendingEntries(lead.db)).length === 0) return;
        clock.time += 60_000;
        lead.engine.sync.kick();
      }
      throw new Error('the outbox never drained');
    },
    async close(): Promise<void> {
      for (const engine of every) engine.stop();
      for (const tab of tabs.splice(0)) tab.db.close();
      await openDb(name, { indexedDB, IDBKeyRange }).delete();
    },
  };
}

export type ModelDevice = ReturnType<typeof createModelDevice>;
