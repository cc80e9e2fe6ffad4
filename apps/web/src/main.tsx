import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applySessionHint } from './lib/session-hint';
import './index.css';

/** The only path whose markup is prerendered into index.html (scripts/prerender.mjs). */
const PRERENDERED_PATH = '/';

applySessionHint();
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.hasChildNodes() && window.location.pathname === PRERENDERED_PATH) {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task: the prerendered page is already visible and usable, and input stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Other routes arrive as the empty shell (spa.html); start from empty all the same.
  root.replaceChildren();
  createRoot(root).render(app);
}
