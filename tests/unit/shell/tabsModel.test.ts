import { describe, expect, it } from 'vitest';
import { closeMany, closeTab, MAX_TABS, openTab, openTabReporting, subPageOf, tabFromLocation, type TabRecord } from '../../../src/admin/tabs/tabsModel';

const tab = (path: string) => tabFromLocation(path, '', path, path.slice(1));
const home = tab('/');
const paths = (tabs: TabRecord[]) => tabs.map((t) => t.path);

describe('page tabs', () => {
  it('keeps at most 10 tabs, dropping the oldest non-home one', () => {
    let tabs = [home];
    for (let i = 1; i <= 12; i++) tabs = openTab(tabs, tab(`/p${i}`));
    expect(tabs).toHaveLength(MAX_TABS);
    expect(paths(tabs)).toEqual(['/', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10', '/p11', '/p12']);
  });

  it('reports the tab it closed to stay within 10', () => {
    let tabs = [home];
    for (let i = 1; i <= 9; i++) tabs = openTab(tabs, tab(`/p${i}`));
    expect(openTabReporting(tabs, tab('/p1')).dropped).toEqual([]);
    const r = openTabReporting(tabs, tab('/p10'));
    expect(paths(r.dropped)).toEqual(['/p1']);
    expect(r.tabs).toHaveLength(MAX_TABS);
  });

  it('tells a create form and an editor from their list', () => {
    expect(subPageOf('/robotQaMgt', '/robotQaMgt')).toBeUndefined();
    expect(subPageOf('/robotQaMgt/create', '/robotQaMgt')).toBe('create');
    expect(subPageOf('/robotQaMgt/0abc', '/robotQaMgt')).toBe('edit');
    expect(tabFromLocation('/robotQaMgt/create', '', 'Robot Q&A', 'robotQaMgt', 'create').meta).toEqual({ title: 'Robot Q&A', code: 'robotQaMgt', sub: 'create' });
  });

  it('reopening a page refreshes its tab in place instead of adding one', () => {
    const tabs = openTab(openTab([home], tab('/a')), tabFromLocation('/a', '?x=1', 'A', 'a'));
    expect(paths(tabs)).toEqual(['/', '/a']);
    expect(tabs[1]).toMatchObject({ fullPath: '/a?x=1', query: { x: '1' }, meta: { code: 'a' } });
  });

  it('never closes the home tab', () => {
    expect(closeTab([home, tab('/a')], '/', '/a').tabs).toHaveLength(2);
    expect(paths(closeMany([home, tab('/a'), tab('/b')], '/b', 'all', '/b').tabs)).toEqual(['/']);
  });

  it('closing the active tab moves to its neighbour', () => {
    const r = closeTab([home, tab('/a'), tab('/b'), tab('/c')], '/b', '/b');
    expect(paths(r.tabs)).toEqual(['/', '/a', '/c']);
    expect(r.goTo).toBe('/c');
    expect(closeTab([home, tab('/a')], '/a', '/a').goTo).toBe('/');
    expect(closeTab([home, tab('/a'), tab('/b')], '/a', '/b').goTo).toBeNull();
  });

  it('closes left, right and others of a tab, keeping home', () => {
    const tabs = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];
    expect(paths(closeMany(tabs, '/b', 'left', '/b').tabs)).toEqual(['/', '/b', '/c', '/d']);
    expect(paths(closeMany(tabs, '/b', 'right', '/b').tabs)).toEqual(['/', '/a', '/b']);
    expect(paths(closeMany(tabs, '/b', 'others', '/d').tabs)).toEqual(['/', '/b']);
    expect(closeMany(tabs, '/b', 'others', '/d').goTo).toBe('/b');
  });
});
