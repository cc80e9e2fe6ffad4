import type { RfiRecord } from '@introask/shared';
import { X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useRfiEvents } from '../api/get-rfi-events';
import { formatRfiDate } from '../lib/format-date';
import { statusText } from '../lib/status';

/** Details of one saved RFI: the generated message and, if present, its summary and who wrote it. */
export function DetailsPopover({ rfi }: { rfi: RfiRecord }) {
  const who = rfi.target_name || 'an unnamed target';
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`Details for the RFI to ${who}`}
        className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        Details
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`RFI to ${who}`}
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-40 max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">Generated Message</h2>
            <Popover.Close
              aria-label="Close details"
              className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Popover.Close>
          </div>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{rfi.message}</p>
          {rfi.writer && <p className="mt-1 text-xs text-slate-600">Written by {rfi.writer}</p>}
          {rfi.copy_count > 1 && (
            <p className="mt-1 text-xs text-slate-600">Copied {rfi.copy_count} times; this is the latest copy.</p>
          )}
          {rfi.summary && (
            <>
              <h2 className="mt-4 text-sm font-semibold text-slate-900">Summary</h2>
              <p className="mt-1 text-sm text-slate-800">{rfi.summary}</p>
            </>
          )}
          <h2 className="mt-4 text-sm font-semibold text-slate-900">Timeline</h2>
          <Timeline rfiId={rfi.id} open={open} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Every change of status, oldest first, read when the details open. */
function Timeline({ rfiId, open }: { rfiId: string; open: boolean }) {
  const events = useRfiEvents(rfiId, open);
  if (events.isPending) return <p className="mt-1 text-sm text-slate-600">Loading…</p>;
  if (events.isError) return <p className="mt-1 text-sm text-slate-600">The timeline could not be loaded.</p>;
  return (
    <ol aria-label="Timeline" className="mt-1 space-y-1 text-sm text-slate-800">
      {events.data.map((event) => (
        <li key={event.id}>
          <span className="font-medium">{statusText(event.status, event.reason)}</span>{' '}
          <span className="text-slate-600">
            <time dateTime={event.at}>{formatRfiDate(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
