import type { WorkbenchSession } from '../../../src/workbench/useWorkbench';

/** An active chat with visitor "Visitor", for rendering a ChatWindow. */
export const activeSession: WorkbenchSession = {
  sessionId: 's1',
  visitorNickname: 'Visitor',
  channel: 100,
  status: 'active',
  lastMessagePreview: '',
  lastMessageAt: null,
  unread: 0,
  evaluationInvited: false,
  evaluated: false,
};
