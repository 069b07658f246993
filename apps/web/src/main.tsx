import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { setNavigator } from './app/navigation.ts';
import { router } from './app/router.tsx';
import { reloadWhenAPageIsStale } from './app/stale-page-reload.ts';

setNavigator((to, options) => void router.navigate(to, options));
reloadWhenAPageIsStale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
