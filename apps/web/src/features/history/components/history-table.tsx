import type { RfiRecord } from '@introask/shared';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatRfiDate } from '../lib/format-date';
import { DetailsPopover } from './details-popover';
import { RowActions } from './row-actions';
import { StatusControl } from './status-control';
import { StepDraft } from './step-draft';

const DASH = '—';

/** A dash people can see, and a name screen readers can make sense of: '— (no target name)'. */
function Missing({ what }: { what: string }) {
  return (
    <>
      {DASH}
      <span className="sr-only"> (no {what})</span>
    </>
  );
}

/** The table on wider screens; on a phone each RFI is a card (issue 13), with the same Details. */
export function HistoryTable({ items }: { items: RfiRecord[] }) {
  const wide = useMediaQuery('(min-width: 640px)');
  return wide ? <Table items={items} /> : <Cards items={items} />;
}

function Cards({ items }: { items: RfiRecord[] }) {
  return (
    <ul aria-label="Saved RFIs" className="space-y-3">
      {items.map((rfi) => (
        <li key={rfi.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{rfi.target_name || <Missing what="target name" />}</p>
              <p className="truncate text-sm text-slate-700">
                <span className="text-slate-600">via </span>
                {rfi.introducer_name || <Missing what="introducer name" />}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <DetailsPopover rfi={rfi} />
              <RowActions rfi={rfi} />
            </div>
          </div>
          <p className="mt-2 text-xs text-slate-600">
            <time dateTime={rfi.created_at}>{formatRfiDate(rfi.created_at)}</time>
          </p>
          {rfi.summary && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{rfi.summary}</p>}
          <div className="mt-3 border-t border-slate-100 pt-2 text-sm">
            <StatusControl rfi={rfi} />
            <StepDraft rfi={rfi} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Table({ items }: { items: RfiRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saved RFIs</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Target Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Introducer Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Details
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((rfi) => (
            <tr key={rfi.id}>
              <td className="px-4 py-3 text-slate-900">{rfi.target_name || <Missing what="target name" />}</td>
              <td className="px-4 py-3 text-slate-900">{rfi.introducer_name || <Missing what="introducer name" />}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={rfi.created_at}>{formatRfiDate(rfi.created_at)}</time>
              </td>
              <td className="px-4 py-3">
                {/* The row's actions sit with its Details: SPEC.md's columns stay as they are. */}
                <div className="flex items-center gap-1">
                  <DetailsPopover rfi={rfi} />
                  <RowActions rfi={rfi} />
                </div>
              </td>
              <td className="px-4 py-3">
                <StatusControl rfi={rfi} />
                <StepDraft rfi={rfi} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
