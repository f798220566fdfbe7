import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../common/runtimeConfig';
import { App } from './App';
import { initialLocale } from './i18n/i18nProvider';
import { reloadOnChunkFailure } from './prefetch';
import { configureShellApi } from './shellApi';
import { ShellStateProvider } from './state/ShellState';

reloadOnChunkFailure();
configureShellApi();
document.documentElement.lang = initialLocale() === 'zh' ? 'zh-CN' : 'en';

await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths, not react-admin's default hash routes: docs/product.md's routes are addresses people share. */}
    <BrowserRouter>
      <ShellStateProvider>
        <App />
      </ShellStateProvider>
    </BrowserRouter>
  </StrictMode>,
);
