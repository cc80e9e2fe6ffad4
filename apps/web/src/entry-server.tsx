/**
 * Build-time prerender of / (scripts/prerender.mjs): the guest's first paint needs no JavaScript,
 * which is what Lighthouse's mobile run weighs most (issue 4). The markup is the app's own first
 * render (session still loading), so the browser hydrates it without a mismatch.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/routes';

export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
