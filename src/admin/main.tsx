import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../common/runtimeConfig';
import { App } from './App';
import { initialLocale } from './i18n/i18nProvider';
import { reloadOnChunkFailure } from './prefetch';
import { ShellStateProvider } from './state/ShellState';

reloadOnChunkFailure();
document.documentElement.lang = initialLocale() === 'zh' ? 'zh-CN' : 'en';

await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShellStateProvider>
      <App />
    </ShellStateProvider>
  </StrictMode>,
);
