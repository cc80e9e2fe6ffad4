import type { GenerateRequestInput, Introducer } from '@introask/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api-error';
import { keepGuestCopy } from '@/lib/guest-copies';
import { toast } from '@/lib/toast';
import { createIntroducerAndInvalidate } from '../api/create-introducer';
import { rfiQueryRoot, saveRfi } from '../api/save-rfi';
import { findIntroducerByName } from '../api/search-introducers';
import { updateIntroducerAndInvalidate } from '../api/update-introducer';
import { buildIntroducerBlock } from './build-request';

export const SYNC_WARNING = 'Intro saved locally; sign-in or retry to persist.';

export interface CopyAndSaveInput {
  message: string;
  lastRequest: GenerateRequestInput;
  isSignedIn: boolean;
  introducerName: string;
  introducerContext: string;
  /** The introducer's email (issue 13): a signed-in user's introducer remembers it. */
  introducerEmail?: string;
  /** The introducer picked from the autocomplete, if any. */
  selected: Introducer | null;
  /** Who wrote the message, kept in the history (only when a model is configured). */
  writer?: string;
  /** The draft the message is a version of: copying it again updates its history row (issue 14). */
  draftId?: string;
}

export interface CopyAndSaveHooks {
  queryClient: QueryClient;
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  /** The text is on the clipboard: show 'Copied!'. */
  onCopied: () => void;
  /** The browser refused: the caller selects the text so it can be copied by hand. */
  onCopyRefused: () => void;
}

/**
 * SPEC.md section 4: clipboard first, then (signed in) the introducer sync, then the save.
 * A failed sync warns and the save goes on; every outcome of the save has its toast (section 8).
 */
export async function copyAndSave(input: CopyAndSaveInput, hooks: CopyAndSaveHooks): Promise<void> {
  const { queryClient } = hooks;
  try {
    if (!hooks.clipboard) throw new Error('Clipboard unavailable');
    await hooks.clipboard.writeText(input.message);
    hooks.onCopied();
  } catch {
    toast.error('Could not copy to the clipboard', {
      description: 'Your browser refused clipboard access. The message is selected: press Ctrl+C to copy it.',
    });
    hooks.onCopyRefused();
  }

  if (input.isSignedIn) {
    try {
      await syncIntroducer(queryClient, input);
    } catch {
      toast.warning(SYNC_WARNING);
    }
  }

  const introducer =
    buildIntroducerBlock(input.introducerName, input.introducerContext) ?? input.lastRequest.introducer;
  try {
    await saveRfi({
      ...input.lastRequest,
      ...(introducer ? { introducer } : {}),
      message: input.message,
      ...(input.writer ? { writer: input.writer } : {}),
      ...(input.draftId ? { draft_id: input.draftId } : {}),
    });
    toast.success('Saved copy', { description: 'Your RFI has been saved successfully.' });
    void queryClient.invalidateQueries({ queryKey: rfiQueryRoot });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.requiresAuth) {
      // Kept on this device until the guest signs in and imports it (issue 14, item 7).
      keepGuestCopy({
        message: input.message,
        request: input.lastRequest,
        introducerName: input.introducerName,
        draftId: input.draftId,
      });
      toast.info('Saved locally', { description: 'Create an account to store copies to your history.' });
    } else if (error instanceof ApiError && error.status === 429) {
      toast.error('Rate limited', { description: 'Please wait before copying again.' });
    } else {
      toast.error('Save failed', { description: errorMessage(error) });
    }
  }
}

/**
 * Update the selected introducer when its context changed; otherwise create one for a typed name.
 * A typed name that matches a saved introducer (without being picked) updates that one, since the
 * server refuses duplicate names (409).
 */
async function syncIntroducer(queryClient: QueryClient, input: CopyAndSaveInput): Promise<void> {
  const name = input.introducerName.trim();
  const context = input.introducerContext.trim();
  const existing = input.selected ?? (name === '' ? null : await findIntroducerByName(queryClient, name));
  // An email typed here is remembered; one left empty never erases a known one (the Introducers page does).
  const email = (input.introducerEmail ?? '').trim();
  if (existing) {
    const update = {
      ...(context !== existing.context.trim() ? { context } : {}),
      ...(email !== '' && email !== (existing.email ?? '') ? { email } : {}),
    };
    if (Object.keys(update).length > 0) await updateIntroducerAndInvalidate(queryClient, existing.id, update);
    return;
  }
  if (name !== '') await createIntroducerAndInvalidate(queryClient, { name, context, ...(email ? { email } : {}) });
}
