import './visitor.css';

/**
 * The visitor page's entry, kept tiny: the server drew the first screen (header, announcement) into the page, so
 * nothing here is needed for the first paint. Once that screen has painted (the frame after this one), the app
 * (`start.tsx`: React and the chat) is fetched and takes over, drawing the same screen.
 */
const load = () => void import('./start');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();
