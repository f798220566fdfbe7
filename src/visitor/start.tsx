import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, setRuntimeConfig } from '../common/runtimeConfig';
import { readBoot } from './boot';
import { VisitorApp } from './VisitorApp';

/** The app, started by `main.tsx` once the first screen has painted. */
const boot = readBoot();
const root = createRoot(document.getElementById('root')!);
// A transition: the first render yields to the browser in slices instead of holding the main thread in one long task
// (the server's first screen stays on show until it commits).
const start = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <VisitorApp notice={boot ? boot.notice : undefined} />
      </StrictMode>,
    ),
  );

// The server wrote the configuration into the page; without it (Vite's development server), ask for it first.
if (boot) {
  setRuntimeConfig(boot.config);
  start();
} else void loadRuntimeConfig().then(start);
