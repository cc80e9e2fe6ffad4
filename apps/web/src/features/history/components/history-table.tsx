import type { RfiRecord } from '@introask/shared';
import { formatRfiDate } from '../lib/format-date';
import { DetailsPopover } from './details-popover';

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

export function HistoryTable({ items }: { items: RfiRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
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
                <DetailsPopover rfi={rfi} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
