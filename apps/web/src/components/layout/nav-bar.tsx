import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useSessionState } from '@/lib/use-session';
import { AccountWidget } from './account-widget';
import { FRAME } from './frame';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Me' },
  { to: '/history', label: 'History' },
] as const;

/** Issue 14: the Introducers page, for signed-in users (a guest keeps no introducers). */
const SIGNED_IN_LINKS = [{ to: '/introducers', label: 'Introducers' }] as const;

export function NavBar() {
  const signedIn = useSessionState().status === 'signed-in';
  const links = signedIn ? [...LINKS, ...SIGNED_IN_LINKS] : LINKS;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className={cn(FRAME, 'flex min-h-14 flex-wrap items-center gap-x-4 gap-y-1 py-2')}>
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
          <span aria-hidden="true" className="inline-block h-3 w-3 rotate-45 rounded-sm bg-brand-600" />
          IntroAsk
        </Link>
        <nav aria-label="Main" className="order-last flex w-full items-center gap-1 sm:order-none sm:w-auto">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap sm:px-3',
                  isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto">
          <AccountWidget />
        </div>
      </div>
    </header>
  );
}
