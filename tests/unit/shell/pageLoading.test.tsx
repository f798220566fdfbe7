import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { PageLoading } from '../../../src/admin/layout/PageLoading';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

/** A route still loading (its code, the user's permissions) is announced, named and busy, in the user's language. */
describe('PageLoading', () => {
  for (const [locale, words] of [['en', 'Loading…'], ['zh', '加载中…']] as const) {
    it(`names its progress indicator and says what happens (${locale})`, async () => {
      await i18nProvider.changeLocale(locale);
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <PageLoading />
        </AdminContext>,
      );
      expect(screen.getByRole('progressbar', { name: words })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(words);
      // Busy: neither a reader nor a test takes the loading state for the page's content.
      expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    });
  }
});
