import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

/**
 * How the account cards run a call: `pending` while it is under way, and whatever it throws becomes
 * an error toast titled `failureTitle`, with the error's message as its description.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const run = async (failureTitle: string, action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
