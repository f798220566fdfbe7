import { expect, type Browser, type Page } from '@playwright/test';
import { VisitorChat } from './visitor';

export type Lang = 'en' | 'zh';
export const LANGS: Lang[] = ['en', 'zh'];

/** A visitor on a phone (390 × 844, touch) on the classic chat, in `lang`. */
export async function phoneVisitor(browser: Browser, lang: Lang, path = '/newhuang/chat') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = new VisitorChat(await context.newPage());
  await visitor.open(path, lang);
  return { context, visitor, page: visitor.page };
}

/**
 * What is wrong with the page on a phone, as a list a failing test prints: every rendered button, link, field,
 * select and image picker must be at least 44 × 44 px; every field's text at least 16 px (smaller makes iOS zoom
 * in when it is focused); and the page no wider than the window.
 */
export function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]):not([type=file]), select, textarea, label:has(> input[type=file])');
    for (const el of Array.from(targets)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered (hidden, or in a closed part)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const name = (el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim().slice(0, 30) || el.tagName;
      if (box.width < 44 || box.height < 44) problems.push(`${el.tagName.toLowerCase()} "${name}" is ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
      if (el.matches('input, select, textarea') && parseFloat(style.fontSize) < 16) problems.push(`${el.tagName.toLowerCase()} "${name}" has ${style.fontSize} text`);
    }
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (width > window.innerWidth) problems.push(`the page is ${width} px wide in a ${window.innerWidth} px window`);
    return problems;
  });
}

/** Asserts the page is comfortable on a phone in its current state (see `phoneProblems`). */
export async function expectPhoneFriendly(page: Page, state: string) {
  expect(await phoneProblems(page), state).toEqual([]);
}

/** Resolves once the page has drawn two more frames: what it was handed (an answer just received) is on screen. */
export const drawn = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Holds the visitor app's chunk back (`start.tsx`), as a slow network would, until `release`; `held` resolves once the
 * page has asked for it. Routing turns the page's HTTP cache off, so every load asks again.
 */
export async function holdApp(page: Page): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let arrived = () => {};
  let go = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (go = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return {
    held,
    release: async () => {
      go();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}
