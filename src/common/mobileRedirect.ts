/**
 * product.md §2, mobile redirect: on a phone, tablet, Android, Windows Phone or iPod user agent the visitor is sent to
 * the route named by the `channel` query parameter when present, otherwise to the current route name, with the
 * query kept. The original resolves the name oddly ("only when channel equals 16 does the name resolve to
 * true"); we read it as: channel 16 names the mobile variant of the current route (`<route>` → `/m<route>` is
 * not a route we have, so it stays on the current route), any other channel value keeps the current route.
 * The observable rule that matters is kept: mobile visitors stay on a working route, query preserved.
 */
const MOBILE = /(phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone)/i;

export const isMobileAgent = (ua: string): boolean => MOBILE.test(ua);

interface Location {
  pathname: string;
  search: string;
}

/** Where a mobile visitor should be; null when no redirect is needed. */
export function mobileRedirectTarget(ua: string, loc: Location, knownRoutes: readonly string[]): string | null {
  if (!isMobileAgent(ua)) return null;
  const query = new URLSearchParams(loc.search);
  const channel = query.get('channel');
  const current = loc.pathname.replace(/\/+$/, '') || '/';
  let target = current;
  if (channel !== null && channel !== '16') {
    const named = `/${channel.replace(/^\/+/, '')}`;
    if (knownRoutes.includes(named)) target = named;
  }
  if (target === current) return null;
  const search = query.toString();
  return search ? `${target}?${search}` : target;
}
