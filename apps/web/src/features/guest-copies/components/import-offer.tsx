import { useState } from 'react';
import { FRAME } from '@/components/layout/frame';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useGuestCopies } from '@/lib/guest-copies';
import { toast } from '@/lib/toast';
import { useSessionState } from '@/lib/use-session';
import { useImportCopies } from '../api/import-copies';

const DECLINED = 'introask.import-declined';

/**
 * After sign-up or sign-in, the copies made as a guest on this device are offered for the
 * account's history (issue 14, item 7). "Not now" asks again in the next session.
 */
export function ImportOffer() {
  const session = useSessionState();
  const copies = useGuestCopies();
  const [declined, setDeclined] = useState(() => readDeclined());
  const importing = useImportCopies();
  if (session.status !== 'signed-in' || copies.length === 0 || declined) return null;
  const count = copies.length === 1 ? 'one message' : `${copies.length} messages`;
  const run = () =>
    importing.mutate(copies, {
      onSuccess: (result) =>
        result.imported === 0
          ? toast.info('Already in your history', {
              description: 'These copies were added before; nothing was added twice.',
            })
          : toast.success('Added to your history', {
              description: `${result.imported === 1 ? 'One message' : `${result.imported} messages`} from this device.`,
            }),
      onError: (error) => toast.error('Import failed', { description: errorMessage(error) }),
    });
  return (
    <div className={`${FRAME} pt-4`}>
      <section
        aria-labelledby="import-offer"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3"
      >
        <div className="text-sm text-slate-800">
          <h2 id="import-offer" className="font-semibold text-slate-900">
            You have {count} saved on this device
          </h2>
          <p>Copied before you signed in. Add {copies.length === 1 ? 'it' : 'them'} to your history?</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={run} disabled={importing.isPending}>
            {importing.isPending ? 'Adding…' : 'Add to history'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              sessionStorage.setItem(DECLINED, '1');
              setDeclined(true);
            }}
          >
            Not now
          </Button>
        </div>
      </section>
    </div>
  );
}

function readDeclined(): boolean {
  try {
    return sessionStorage.getItem(DECLINED) === '1';
  } catch {
    return false;
  }
}
