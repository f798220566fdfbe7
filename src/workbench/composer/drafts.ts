/**
 * Each conversation's unsent text, kept in the tab's sessionStorage under the agent and the session: it survives
 * switching chats, leaving the workbench for another screen and reloading, and goes with the tab (a shared
 * computer keeps no agent's drafts once the tab is closed).
 */
const key = (agentId: string, sessionId: string) => `ccim.draft.${agentId}.${sessionId}`;

export function readDraft(agentId: string, sessionId: string): string {
  try {
    return sessionStorage.getItem(key(agentId, sessionId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(agentId: string, sessionId: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(key(agentId, sessionId), text);
    else sessionStorage.removeItem(key(agentId, sessionId));
  } catch {
    // Storage full or refused (private mode): the draft lives as long as the composer.
  }
}
