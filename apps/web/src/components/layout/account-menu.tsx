import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { displayName, type SessionUser } from '@/lib/session-user';
import { toast } from '@/lib/toast';
import { refreshSession } from '@/lib/use-session';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export default function AccountMenu({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = displayName(user);
  const initial = name.charAt(0).toUpperCase();

  const signOut = async () => {
    try {
      // One POST to better-auth's sign-out endpoint: its client library stays off this chunk.
      await apiFetch('/auth/sign-out', { method: 'POST', body: {} });
      await refreshSession(queryClient);
      toast.success('Signed out');
      navigate('/');
    } catch (error) {
      toast.error('Sign out failed', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    // Non-modal: the rest of the page is not hidden from assistive tech while the menu is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <span aria-hidden="true">{initial}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block text-sm font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-600">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/about">
              <User aria-hidden="true" className="h-4 w-4" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/account">
              <Settings aria-hidden="true" className="h-4 w-4" />
              Account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
