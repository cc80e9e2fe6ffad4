import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useGuestCopies } from '@/lib/guest-copies';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A guest's copies, kept in this browser (issue 14, item 7): what "Saved locally" refers to, with
 * the way to keep them for good.
 */
export function SavedOnDevice() {
  const copies = useGuestCopies();
  if (copies.length === 0) return null;
  return (
    <Card aria-labelledby="saved-on-device" className="mt-6 space-y-3">
      <div>
        <h2 id="saved-on-device" className="text-base font-semibold text-slate-900">
          Saved on this device
        </h2>
        <p className="text-sm text-slate-700">
          Only this browser has {copies.length === 1 ? 'this copy' : `these ${copies.length} copies`}.{' '}
          <Link to="/auth/sign-up" className="font-medium text-brand-700 underline hover:text-brand-900">
            Create an account
          </Link>{' '}
          or{' '}
          <Link to="/auth/sign-in" className="font-medium text-brand-700 underline hover:text-brand-900">
            sign in
          </Link>{' '}
          to add them to your history.
        </p>
      </div>
      <ul className="divide-y divide-slate-100 text-sm">
        {copies.map((copy) => (
          <li key={copy.id} className="py-2">
            <details>
              <summary className="cursor-pointer">
                <span className="font-medium text-slate-900">{copy.target_name || 'No target name'}</span>
                <span className="text-slate-700"> via {copy.introducer_name || 'no introducer'}</span>{' '}
                <span className="text-xs text-slate-600">
                  <time dateTime={copy.copied_at}>{DATE.format(new Date(copy.copied_at))}</time>
                </span>
              </summary>
              <p className="mt-2 whitespace-pre-wrap text-slate-800">{copy.message}</p>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
