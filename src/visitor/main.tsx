import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../common/runtimeConfig';
import { VisitorApp } from './VisitorApp';
import './visitor.css';

void loadRuntimeConfig().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <VisitorApp />
    </StrictMode>,
  ),
);
