/**
 * The commands of the model-based test of the sync engine: a member's clicks in one of the
 * open tabs, the network deciding the fate of a request in flight, time passing, reloads,
 * and a second tab opening and closing. After every command the screen must show the last
 * click on every key (a queued action looks done at once and stays so).
 */
import fc from 'fast-check';
import { monotonicFactory } from 'ulid';
import { expect } from 'vitest';
import type { VoteState } from '../../contract';
import { mutate } from '../core/outbox';
import { FATES, type Fate } from './controlled-fetch';
import type { ModelDevice } from './model-device';
import { type DeviceModel, type ModelTargets, screenState } from './model-state';

export interface ModelReal {
  device: ModelDevice;
  targets: ModelTargets;
}

export type ModelCommand = fc.AsyncCommand<DeviceModel, ModelReal>;

const ulid = monotonicFactory();

/** The screen (any tab: they share the database) shows the last intent on every key. */
export async function expectScreenShowsModel(model: DeviceModel, real: ModelReal): Promise<void> {
  const [tab] = real.device.tabs();
  if (!tab) throw new Error('no open tab');
  const screen = await screenState(tab.db, real.targets, model.chat);
  expect(screen).toEqual({
    votes: model.votes,
    bookmarks: model.bookmarks,
    follows: model.follows,
    title: model.title,
    // Each message once, on its way or sent: never failed, never gone.
    chat: screen.chat.map((status) => (status === 'sent' ? 'sent' : 'pending')),
  });
}

function command(
  label: string,
  run: (model: DeviceModel, real: ModelReal) => Promise<void>,
  check: (model: Readonly<DeviceModel>) => boolean = () => true,
): ModelCommand {
  return {
    check,
    async run(model, real) {
      await run(model, real);
      await expectScreenShowsModel(model, real);
    },
    toString: () => label,
  };
}

/** Every command by name, for the arbitraries below and for regression cases written out by hand. */
export const steps = {
  vote: (tab: number, item: number, to: VoteState) =>
    command(`vote(tab ${tab}, tip ${item}, ${to})`, async (model, real) => {
      const object_id = real.targets.tips[item] ?? 0;
      await real.device.click(tab, (db) =>
        mutate(db, 'vote.set', { content_type: 'careertip', object_id, vote_type: to }),
      );
      model.votes[item] = to;
    }),
  bookmark: (tab: number, item: number, on: boolean) =>
    command(`bookmark(tab ${tab}, use case ${item}, ${on})`, async (model, real) => {
      const object_id = real.targets.useCases[item] ?? 0;
      await real.device.click(tab, (db) => mutate(db, 'bookmark.set', { type: 'usecase', object_id, bookmarked: on }));
      model.bookmarks[item] = on;
    }),
  follow: (tab: number, item: number, on: boolean) =>
    command(`follow(tab ${tab}, person ${item}, ${on})`, async (model, real) => {
      const id = real.targets.people[item] ?? 0;
      await real.device.click(tab, (db) => mutate(db, 'follow.set', { type: 'user', id, followed: on }));
      model.follows[item] = on;
    }),
  editTitle: (tab: number, title: string) =>
    command(`editTitle(tab ${tab}, ${title})`, async (model, real) => {
      await real.device.click(tab, (db) => mutate(db, 'profile.update', { title }));
      model.title = title;
    }),
  sendChat: (tab: number) =>
    command(`sendChat(tab ${tab})`, async (model, real) => {
      const id = ulid();
      const { me, peer } = real.targets;
      const text = `model message ${model.chat.length + 1}`;
      await real.device.click(tab, (db) => mutate(db, 'chat.send', { id, sender: me, recipient: peer, text }));
      model.chat.push(id);
    }),
  /** The network decides the fate of one request in flight (none in flight: nothing happens). */
  release: (pick: number, fate: Fate) =>
    command(`release(${pick}, ${fate})`, async (_model, real) => {
      const { device } = real;
      const held = device.net.held((await device.leader()).id);
      const request = held[pick % Math.max(1, held.length)];
      if (request) await device.net.settle(request, fate);
      await device.quiescent();
    }),
  timePasses: () => command('timePasses', (_model, real) => real.device.timePasses()),
  /** A reload: the tab's worker dies with its request in flight (which reached the server or not). */
  reload: (tab: number, isApplied: boolean) =>
    command(`reload(tab ${tab}, ${isApplied ? 'applied' : 'not applied'})`, (_model, real) =>
      real.device.closeTab(tab, isApplied, true),
    ),
  /** A second tab (at most two). */
  openTab: () =>
    command(
      'openTab',
      async (model, real) => {
        await real.device.openTab();
        model.tabs += 1;
      },
      (model) => model.tabs < 2,
    ),
  /** One of two tabs closes (the last one never does: then nothing could sync). */
  closeTab: (tab: number, isApplied: boolean) =>
    command(
      `closeTab(tab ${tab}, ${isApplied ? 'applied' : 'not applied'})`,
      async (model, real) => {
        await real.device.closeTab(tab, isApplied, false);
        model.tabs -= 1;
      },
      (model) => model.tabs === 2,
    ),
};

const tab = fc.nat(1);
const item = fc.nat(1);

/** Clicks and releases weigh most: they make the interleavings; the rest shakes them up. */
export function modelCommands(maxCommands: number, replayPath?: string) {
  const vote = fc
    .tuple(tab, item, fc.constantFrom<VoteState>('upvote', 'downvote', null))
    .map((args) => steps.vote(...args));
  const release = fc.tuple(fc.nat(3), fc.constantFrom<Fate>(...FATES)).map((args) => steps.release(...args));
  return fc.commands(
    [
      vote,
      vote,
      vote,
      vote,
      vote,
      fc.tuple(tab, item, fc.boolean()).map((args) => steps.bookmark(...args)),
      fc.tuple(tab, item, fc.boolean()).map((args) => steps.follow(...args)),
      fc.tuple(tab, fc.constantFrom('Analyst', 'Engineer', 'Data scientist')).map((args) => steps.editTitle(...args)),
      tab.map((args) => steps.sendChat(args)),
      release,
      release,
      release,
      release,
      release,
      fc.constant(steps.timePasses()),
      fc.tuple(tab, fc.boolean()).map((args) => steps.reload(...args)),
      fc.constant(steps.openTab()),
      fc.tuple(tab, fc.boolean()).map((args) => steps.closeTab(...args)),
    ],
    { maxCommands, size: '+1', ...(replayPath ? { replayPath } : {}) },
  );
}
