import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, setRuntimeConfig } from '../common/runtimeConfig';
import { readBoot } from './boot';
import { VisitorApp } from './VisitorApp';

/** The app, started by `main.tsx` once the first screen has painted. */
const boot = readBoot();
const start = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <VisitorApp notice={boot ? boot.notice : undefined} />
    </StrictMode>,
  );

// The server wrote the configuration into the page; without it (Vite's development server), ask for it first.
if (boot) {
  setRuntimeConfig(boot.config);
  start();
} else void loadRuntimeConfig().then(start);
