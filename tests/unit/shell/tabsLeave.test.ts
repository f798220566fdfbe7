import { describe, expect, it } from 'vitest';
import { closeLeftSubPage, subPageOf, tabFromLocation, type TabRecord } from '../../../src/admin/tabs/tabsModel';

const at = (path: string, code: string) => tabFromLocation(path, '', code, code, subPageOf(path, `/${code}`));
const paths = (tabs: TabRecord[]) => tabs.map((t) => t.path);

describe('leaving a form page (issue 32)', () => {
  const list = at('/robotLinkMgt', 'robotLinkMgt');
  const create = at('/robotLinkMgt/create', 'robotLinkMgt');
  const edit = at('/robotLinkMgt/r1', 'robotLinkMgt');
  const other = at('/noticeMgt', 'noticeMgt');

  it('names a record page apart from its editor', () => {
    expect(subPageOf('/agentMgt/a1/show', '/agentMgt')).toBe('show');
    expect(subPageOf('/agentMgt/a1', '/agentMgt')).toBe('edit');
  });

  it('closes a create, edit or show tab left for its own list', () => {
    const tabs = [list, create, edit];
    expect(paths(closeLeftSubPage(tabs, '/robotLinkMgt/create', list))).toEqual(['/robotLinkMgt', '/robotLinkMgt/r1']);
    expect(paths(closeLeftSubPage(tabs, '/robotLinkMgt/r1', list))).toEqual(['/robotLinkMgt', '/robotLinkMgt/create']);
  });

  it('closes a create tab left for the new record, keeps an edit tab left for another page', () => {
    expect(paths(closeLeftSubPage([list, create], '/robotLinkMgt/create', edit))).toEqual(['/robotLinkMgt']);
    expect(paths(closeLeftSubPage([list, edit], '/robotLinkMgt/r1', create))).toEqual(['/robotLinkMgt', '/robotLinkMgt/r1']);
    expect(paths(closeLeftSubPage([list, edit, other], '/robotLinkMgt/r1', other))).toEqual(['/robotLinkMgt', '/robotLinkMgt/r1', '/noticeMgt']);
    expect(paths(closeLeftSubPage([list, edit], null, list))).toEqual(['/robotLinkMgt', '/robotLinkMgt/r1']);
  });
});
