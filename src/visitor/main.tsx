import './visitor.css';
import { noticeVersion } from '../common/visitorShell';
import { readBoot } from './boot';
import { rememberDismissed } from './dismissal';

/**
 * The visitor page's entry, kept tiny: the server drew the first screen (header, announcement) into the page, so
 * nothing here is needed for the first paint. Once that screen has painted (the frame after this one), the app
 * (`start.tsx`: React and the chat) is fetched and takes over, drawing the same screen.
 */
const load = () => void import('./start');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();

// Until the app replaces it (a slow phone can take seconds), the announcement the server drew closes here, and the
// app starts with it closed; the app's own bar is another element, which this leaves alone.
const drawnNotice = document.querySelector('#root .notice');
const notice = drawnNotice ? readBoot()?.notice : null;
if (drawnNotice && notice) {
  drawnNotice.querySelector('.notice-close')?.addEventListener('click', () => {
    rememberDismissed(noticeVersion(notice));
    drawnNotice.remove();
  });
}
