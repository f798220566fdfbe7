import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, setRuntimeConfig } from '../common/runtimeConfig';
import { readBoot } from './boot';
import { VisitorApp } from './VisitorApp';
import './visitor.css';

const boot = readBoot();
const start = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <VisitorApp notice={boot ? boot.notice : undefined} />
    </StrictMode>,
  );

// The server wrote the configuration into the page: start at once; without it (development), ask for it first.
if (boot) {
  setRuntimeConfig(boot.config);
  start();
} else void loadRuntimeConfig().then(start);
