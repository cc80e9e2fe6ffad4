import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { showFlash } from '@/lib/flash';
import { NavBar } from './nav-bar';

/** `notice`: shown above every page (the offer to import a guest's copies, composed in src/app). */
export function Layout({ notice }: { notice?: ReactNode }) {
  useEffect(showFlash, []);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {notice}
        <Outlet />
      </main>
    </div>
  );
}
