import { describe, expect, it } from 'vitest';
import { menuFor } from '../../../adapter-server/src/sso/menus';
import { isVisitorPath } from '../../../src/common/channels';
import type { MenuItem } from '../../../src/common/menu';

describe('which paths the visitor page serves', () => {
  it('serves the channel entries and the evaluation route', () => {
    for (const p of ['/hsm', '/newhuang/chat', '/newhuang/aiChat', '/galaxy/', '/evaluate/0abc123', '/pj/42']) expect(isVisitorPath(p), p).toBe(true);
  });

  it('leaves every two-segment back-office path to the back-office', () => {
    for (const p of ['/robotLinkMgt/create', '/agentMgt/0abc', '/noticeMgt/addOrEditor', '/workbench/workbill', '/ssoUsers/create', '/sso/login', '/sessionDayReport/x', '/webhookMgt/create', '/webhookMgt/0abc', '/apiTokenMgt/create', '/api-docs/init.js']) {
      expect(isVisitorPath(p), p).toBe(false);
    }
    for (const p of ['/', '/agentMgt', '/a/b/c']) expect(isVisitorPath(p), p).toBe(false);
  });

  it('leaves the pages under every menu route to the back-office (an edit page reloaded is not an evaluation page)', () => {
    const urls = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.url && !i.isIframe ? [i.url] : []), ...urls(i.children)]);
    const routes = new Set(['admin', 'supervisor', 'agent'].flatMap((role) => urls(menuFor(role as 'admin'))));
    const firsts = [...routes].map((u) => u.split('/').filter(Boolean)[0]).filter(Boolean);
    expect(firsts.length).toBeGreaterThan(20);
    for (const first of new Set(firsts)) expect(isVisitorPath(`/${first}/0abc`), first).toBe(false);
  });
});
