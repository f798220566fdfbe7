import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget, isMobileAgent } from '../../../src/common/mobileRedirect';
import { shouldPrefetch } from '../../../src/admin/prefetch';
import type { MenuItem } from '../../../src/common/menu';
import { routeAllowed } from '../../../src/admin/auth/menu';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('the mobile redirect', () => {
  it('recognises phones, tablets, Android, Windows Phone and iPod', () => {
    for (const ua of [IPHONE, 'Mozilla/5.0 (iPad; CPU OS 16_0)', 'Mozilla/5.0 (Linux; Android 14)', 'Mozilla/5.0 (Windows Phone 10.0)', 'Mozilla/5.0 (iPod touch)']) {
      expect(isMobileAgent(ua)).toBe(true);
    }
    expect(isMobileAgent(DESKTOP)).toBe(false);
  });

  it('sends a mobile visitor to the route the channel query names, keeping the query', () => {
    expect(mobileRedirectTarget(IPHONE, { pathname: '/hsm', search: '?channel=newhsm&openId=x' }, ['/hsm', '/newhsm'])).toBe('/newhsm?channel=newhsm&openId=x');
  });

  it('keeps the current route without a channel, with channel 16, with an unknown channel, and on desktop', () => {
    expect(mobileRedirectTarget(IPHONE, { pathname: '/hsm', search: '' }, ['/hsm'])).toBeNull();
    expect(mobileRedirectTarget(IPHONE, { pathname: '/hsm', search: '?channel=16' }, ['/hsm'])).toBeNull();
    expect(mobileRedirectTarget(IPHONE, { pathname: '/hsm', search: '?channel=nowhere' }, ['/hsm'])).toBeNull();
    expect(mobileRedirectTarget(DESKTOP, { pathname: '/hsm', search: '?channel=newhsm' }, ['/hsm', '/newhsm'])).toBeNull();
  });
});

describe('link prefetch', () => {
  it('is skipped on 2g and save-data connections only', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('menu routes', () => {
  const item = (url: string, extra: Partial<MenuItem> = {}): MenuItem => ({ name: url, code: url.slice(1) || 'home', url, icon: '', children: [], hideMenu: false, isIframe: false, isLink: false, ...extra });
  const menu = [item('/'), item('/agentMgt'), item('/guide/index.html', { code: 'guide', isIframe: true })];

  it('allows a menu route and its detail pages, and nothing else', () => {
    expect(routeAllowed(menu, '/agentMgt')).toBe(true);
    expect(routeAllowed(menu, '/agentMgt/abc/show')).toBe(true);
    expect(routeAllowed(menu, '/agentMgtX')).toBe(false);
    expect(routeAllowed(menu, '/blacklistMgt')).toBe(false);
  });

  it('allows /iframes only for an iframe item of the menu', () => {
    expect(routeAllowed(menu, '/iframes', '?code=guide')).toBe(true);
    expect(routeAllowed(menu, '/iframes', '?code=agentMgt')).toBe(false);
  });
});
