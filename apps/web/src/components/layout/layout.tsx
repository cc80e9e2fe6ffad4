import { Outlet } from 'react-router';
import { NavBar } from './nav-bar';

export function Layout() {
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-blue-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
