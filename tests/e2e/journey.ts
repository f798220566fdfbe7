import { test as base } from '@playwright/test';

// Everything of Playwright's, with this module's `test` in place of its own (a local export shadows a star export).
export * from '@playwright/test';

/** How to take each agent the running journey put on duty and has not taken off again off duty (pages/workbench.ts). */
export const leftOnDuty = new Set<() => Promise<void>>();
/** How to end each visitor's chat with a human the running journey began (pages/visitor.ts), if it is still on. */
export const leftInChat = new Set<() => Promise<void>>();

/**
 * Every journey's `test`. The `browser` fixture lives as long as its worker, so a context a journey opens with
 * `browser.newContext()` (an agent at the desk, a visitor, a phone) outlives the journey unless it is closed: left
 * open, its page keeps its socket, its timers and its share of every broadcast for the rest of the worker's run, and
 * an agent's page keeps taking chats. This closes whatever contexts a journey opened and left open, passing or not.
 */
export const test = base.extend<{ closeLeftContexts: void }>({
  closeLeftContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // A visitor's chat left queued or on (a journey that failed on the way) ends first: left queued, it would go to
      // the next journey's agent the moment they go on duty.
      await Promise.all([...leftInChat].map((end) => end().catch(() => undefined)));
      leftInChat.clear();
      // An agent left on duty (a journey that failed before its `offDuty`) goes off duty: closing the page alone
      // leaves the agent ready on the server for the presence grace, and the next journeys' visitors would go to them.
      await Promise.all([...leftOnDuty].map((offDuty) => offDuty().catch(() => undefined)));
      leftOnDuty.clear();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});
