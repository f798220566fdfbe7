import './visitor.css';
import { noticeVersion } from '../common/visitorShell';
import { readBoot, rememberLocale } from './boot';
import { rememberDismissed } from './dismissal';

/**
 * The visitor page's entry, kept tiny: the server drew the first screen (header, announcement) into the page, so
 * nothing here is needed for the first paint. Once that screen has painted (the frame after this one), the app
 * (`start.tsx`: React and the chat) is fetched and takes over, drawing the same screen.
 */
const load = () => void import('./start');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();

// Until the app replaces them (a slow phone can take seconds), the buttons the server drew work here. The announcement
// closes, and the app starts with it closed; the app's own elements are others, which this leaves alone.
const drawnNotice = document.querySelector('#root .notice');
const notice = drawnNotice ? readBoot()?.notice : null;
if (drawnNotice && notice) {
  drawnNotice.querySelector('.notice-close')?.addEventListener('click', () => {
    rememberDismissed(noticeVersion(notice));
    drawnNotice.remove();
  });
}

// So does the language switch: the server draws the page again in the other language (the app starts in it too).
document.querySelector('#root .lang')?.addEventListener('click', () => {
  void rememberLocale(document.documentElement.lang.startsWith('zh') ? 'en' : 'zh').then(() => window.location.reload());
});
