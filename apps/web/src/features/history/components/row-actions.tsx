import type { RfiRecord } from '@introask/shared';
import { Copy, Mail, MoreHorizontal, PenLine, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { mailtoHref, subjectFor } from '@/lib/mailto';
import { reuseState } from '@/lib/reuse';
import { toast } from '@/lib/toast';
import { useDeleteRfi } from '../api/delete-rfi';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** Where focus goes once the row it was on is gone. */
export const HISTORY_HEADING_ID = 'history-heading';

/**
 * A saved request's actions (issue 14): copy it again, open it in email (to the introducer's
 * address when known), reuse it in the generator, delete it with Undo.
 */
export function RowActions({ rfi }: { rfi: RfiRecord }) {
  const navigate = useNavigate();
  const remove = useDeleteRfi();
  const who = rfi.target_name || 'an unnamed target';
  const subject = subjectFor(rfi.message, undefined, rfi.target_name ?? undefined);

  const copyAgain = async () => {
    try {
      await navigator.clipboard.writeText(rfi.message);
      toast.success('Copied', { description: `The RFI to ${who} is on your clipboard.` });
    } catch {
      toast.error('Could not copy to the clipboard', {
        description: 'Your browser refused clipboard access. Open Details to select the message.',
      });
    }
  };

  const del = () =>
    void remove(rfi.id, who).then((deleted) => {
      // Focus does not fall to the page with the row: the page's heading, which is always there,
      // takes it (the search box may go with the last row).
      if (deleted) document.getElementById(HISTORY_HEADING_ID)?.focus();
    });

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions for the RFI to ${who}`}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
      >
        <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={ITEM} onSelect={() => void copyAgain()}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            Copy again
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={mailtoHref(rfi.introducer_email ?? '', subject, rfi.message)}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Open in email
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() =>
              navigate('/', {
                state: reuseState({
                  targetName: rfi.target_name ?? '',
                  introducerName: rfi.introducer_name ?? '',
                  introducerId: rfi.introducer_id,
                }),
              })
            }
          >
            <PenLine aria-hidden="true" className="h-4 w-4" />
            Reuse in the generator
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={`${ITEM} text-red-700 data-[highlighted]:text-red-800`} onSelect={del}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
