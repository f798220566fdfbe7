import { describe, expect, it } from 'vitest';
import { isVisitorPath } from '../../../src/common/channels';

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
});
