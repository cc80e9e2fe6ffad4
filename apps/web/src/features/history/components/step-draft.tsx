import { OUTCOME_MAX, type RfiRecord } from '@introask/shared';
import { X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFollowUpDraft } from '../api/get-follow-up-draft';
import { CopyDraft } from './copy-draft';

const TITLES = { introduced: 'Thank-you note', met: 'Close-the-loop note' } as const;

/**
 * Issue 14, item 4: once a request is Introduced, a thank-you to the introducer is drafted (with the
 * advice to move them to bcc); once Met, a note telling them how it went, in the user's words if given.
 */
export function StepDraft({ rfi }: { rfi: RfiRecord }) {
  const [open, setOpen] = useState(false);
  if (rfi.status !== 'introduced' && rfi.status !== 'met') return null;
  const title = TITLES[rfi.status];
  const introducer = rfi.introducer_name || 'the introducer';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`${title} to ${introducer} for the RFI to ${rfi.target_name || 'an unnamed target'}`}
        className="mt-1 rounded-md border border-brand-700 bg-white px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50"
      >
        {title}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`${title} to ${introducer}`}
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-40 max-h-[70vh] w-[min(30rem,calc(100vw-2rem))] space-y-2 overflow-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">
              {title} to {introducer}
            </h2>
            <Popover.Close
              aria-label="Close the note"
              className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Popover.Close>
          </div>
          <DraftBody rfi={rfi} open={open} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function DraftBody({ rfi, open }: { rfi: RfiRecord; open: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState('');
  const draft = useFollowUpDraft(rfi.id, rfi.status, outcome, open);
  const introducer = rfi.introducer_name || 'the introducer';
  if (draft.isError)
    return <p className="text-sm text-slate-700">The note could not be written: {draft.error.message}</p>;
  const d = draft.data?.draft;
  if (!d) return <p className="text-sm text-slate-600">Writing…</p>;
  return (
    <>
      {d.tip && <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900">Tip: {d.tip}</p>}
      {rfi.status === 'met' && (
        <form
          className="space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            setOutcome(typed);
          }}
        >
          <label htmlFor={`${id}-outcome`} className="block text-sm font-medium text-slate-800">
            How did it go? (optional, in your words)
          </label>
          <textarea
            id={`${id}-outcome`}
            value={typed}
            maxLength={OUTCOME_MAX}
            rows={2}
            onChange={(e) => setTyped(e.target.value)}
            className="w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          <Button type="submit" variant="secondary" size="sm">
            Add to the note
          </Button>
        </form>
      )}
      <p className="text-xs text-slate-600">Subject: {d.subject}</p>
      <label htmlFor={`${id}-draft`} className="sr-only">
        Note to {introducer}
      </label>
      <textarea
        id={`${id}-draft`}
        readOnly
        value={d.content}
        rows={Math.min(10, d.content.split('\n').length + 2)}
        className="w-full rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-800"
      />
      <CopyDraft text={d.content} label={`Copy the note to ${introducer}`} />
    </>
  );
}
