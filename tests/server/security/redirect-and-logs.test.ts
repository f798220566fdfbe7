import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapter-server/src/config';
import { safeRedirect } from '../../../adapter-server/src/sso/login-page';
import { startupBanner } from '../../../adapter-server/src/startup-banner';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

/** The redirect target the sign-in page will go to after signing in. */
async function targetOf(t: TestApp, redirect: string): Promise<string> {
  const r = await t.call('GET', `/sso/login?redirect=${redirect}`);
  expect(r.status).toBe(200);
  return JSON.parse(/<script type="application\/json" id="redirect">(.*?)<\/script>/.exec(r.body as string)![1]) as string;
}

for (const dialect of DIALECTS) {
  describe(`the sign-in redirect (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it.each([
      ['a protocol-relative address', '//evil.example/x'],
      ['a backslash after the slash', '/\\evil.example'],
      ['an encoded backslash', '/%5Cevil.example'],
      ['an encoded tab before the second slash', '/%09/evil.example'],
      ['an encoded newline before the second slash', '/%0a/evil.example'],
      ['a javascript: address', 'javascript:alert(1)'],
      ['an encoded javascript: address', 'javascript%3Aalert(1)'],
      ['an absolute address', 'https://evil.example/agentMgt'],
      ['an address with user info', 'https:%2F%2Fuser@evil.example'],
      ['an empty value', ''],
    ])('goes home instead of following %s', async (_name, redirect) => {
      expect(await targetOf(t, redirect)).toBe('/');
    });

    it('goes back to a local path with its query', async () => {
      expect(await targetOf(t, encodeURIComponent('/agentMgt?x=1'))).toBe('/agentMgt?x=1');
      expect(await targetOf(t, encodeURIComponent('/workbench#top'))).toBe('/workbench#top');
    });
  });
}

describe('safeRedirect', () => {
  it('never returns an address a browser would read as another host', () => {
    for (const bad of ['//x', '/\\x', '/\t/x', '/\n/x', '/\r/x', ' //x', 'javascript:alert(1)', 'http://x', '\\\\x', '/%09/x'.replace('%09', '\u0009')]) {
      expect(safeRedirect(bad)).toBe('/');
    }
    expect(safeRedirect('/agentMgt?x=1')).toBe('/agentMgt?x=1');
  });
});

describe('the start-up banner', () => {
  it('prints the demo password outside production', () => {
    const config = loadConfig({ DEMO_PASSWORD: 's3cret-demo' } as NodeJS.ProcessEnv);
    expect(startupBanner(config, 'sqlite').join('\n')).toContain('s3cret-demo');
  });

  it('never prints the demo password when NODE_ENV=production', () => {
    const config = loadConfig({ DEMO_PASSWORD: 's3cret-demo', NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    const text = startupBanner(config, 'sqlite').join('\n');
    expect(text).not.toContain('s3cret-demo');
    expect(text).toContain('demo sign-in names');
  });
});
