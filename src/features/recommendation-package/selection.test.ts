import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES, type PackageItemType } from '../../../contract';
import { confirmText, groupByType, isSelected, itemTitle, needsGroup, toggleItem } from './selection';

const item = (type: PackageItemType, id: number) => ({ type, id });

function fill(type: PackageItemType, count: number, start = 1) {
  return Array.from({ length: count }, (_, i) => item(type, start + i));
}

describe('toggleItem', () => {
  it('adds an item not selected and removes one that is', () => {
    const added = toggleItem([], item('job', 7));
    expect(added).toEqual({ items: [item('job', 7)], refusal: null });
    expect(toggleItem(added.items, item('job', 7))).toEqual({ items: [], refusal: null });
  });

  it('tells items of different types with the same id apart', () => {
    const { items } = toggleItem([item('job', 7)], item('circle', 7));
    expect(items).toEqual([item('job', 7), item('circle', 7)]);
    expect(isSelected(items, item('event', 7))).toBe(false);
  });

  it.each([
    ['user', PACKAGE_MESSAGES.maxUsers],
    ['mentor', PACKAGE_MESSAGES.maxUsers],
    ['agent_report', PACKAGE_MESSAGES.maxReports],
    ['circle', PACKAGE_MESSAGES.maxGroups],
    ['resource', PACKAGE_MESSAGES.maxResources],
    ['job', PACKAGE_MESSAGES.maxJobs],
  ] as const)('refuses a sixth %s with its message and keeps the five', (type, message) => {
    const five = fill(type, 5);
    expect(toggleItem(five, item(type, 99))).toEqual({ items: five, refusal: message });
  });

  it('counts each type on its own: five jobs still take a resource', () => {
    const five = fill('job', 5);
    expect(toggleItem(five, item('resource', 1)).refusal).toBeNull();
  });

  it('removes an item of a full type, which makes room again', () => {
    const { items } = toggleItem(fill('user', 5), item('user', 3));
    expect(items).toHaveLength(4);
    expect(toggleItem(items, item('user', 42)).refusal).toBeNull();
  });
});

describe('the drawer and editor texts', () => {
  it('groups the selection by type in tab order, leaving out empty types', () => {
    const groups = groupByType([item('job', 1), item('resource', 2), item('job', 3)]);
    expect(groups.map((group) => [group.type, group.items.map((i) => i.id)])).toEqual([
      ['resource', [2]],
      ['job', [1, 3]],
    ]);
  });

  it('asks for a group first only for mentors and mentees', () => {
    expect(needsGroup('mentor')).toBe(true);
    expect(needsGroup('mentee')).toBe(true);
    expect(needsGroup('user')).toBe(false);
  });

  it("names a person by name and anything else by title, and the confirmation by the member's name", () => {
    expect(itemTitle({ id: 1, name: 'Ana Ruiz', title: 'Data Analyst' })).toBe('Ana Ruiz');
    expect(itemTitle({ id: 2, name: null, title: 'Career planning guide' })).toBe('Career planning guide');
    expect(confirmText('Ana Ruiz')).toBe('Send these recommendations to Ana Ruiz?');
  });
});
