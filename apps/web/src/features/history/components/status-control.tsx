import { RFI_CLOSE_REASONS, type RfiCloseReason, type RfiRecord } from '@introask/shared';
import { useId, useState } from 'react';
import { useSetRfiStatus } from '../api/set-rfi-status';
import { formatRfiDate } from '../lib/format-date';
import { atFromInput, nextStatus, REASON_LABELS, STATUS_LABELS, statusText, todayInput } from '../lib/status';

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50';

/**
 * A request's status and how to move it on: one click for the next step, dated by the date field
 * (today unless changed), and a reason to close it at any point.
 */
export function StatusControl({ rfi }: { rfi: RfiRecord }) {
  const id = useId();
  const who = rfi.target_name || 'an unnamed target';
  const [date, setDate] = useState(todayInput);
  const [reason, setReason] = useState<RfiCloseReason>('declined');
  const mutation = useSetRfiStatus(rfi.id);
  const next = nextStatus(rfi.status);
  const closed = rfi.status === 'closed';
  return (
    <div className="space-y-1">
      <p className="text-slate-900">
        <span className="font-medium">{statusText(rfi.status, rfi.status_reason)}</span>{' '}
        <span className="text-xs text-slate-600">
          <time dateTime={rfi.status_at}>{formatRfiDate(rfi.status_at)}</time>
        </span>
      </p>
      {!closed && (
        <div className="flex flex-wrap items-center gap-1">
          <label htmlFor={`${id}-date`} className="sr-only">
            Date of the change for the RFI to {who}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            max={todayInput()}
            onChange={(e) => setDate(e.target.value)}
            className="rounded-md border border-slate-300 px-1 py-0.5 text-xs"
          />
          {next && (
            <button
              type="button"
              className={BUTTON}
              disabled={mutation.isPending}
              aria-label={`Mark the RFI to ${who} as ${STATUS_LABELS[next]}`}
              onClick={() => mutation.mutate({ status: next, at: atFromInput(date) })}
            >
              {STATUS_LABELS[next]}
            </button>
          )}
          <label htmlFor={`${id}-reason`} className="sr-only">
            Reason to close the RFI to {who}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as RfiCloseReason)}
            className="rounded-md border border-slate-300 px-1 py-0.5 text-xs"
          >
            {RFI_CLOSE_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={BUTTON}
            disabled={mutation.isPending}
            aria-label={`Close the RFI to ${who}`}
            onClick={() => mutation.mutate({ status: 'closed', reason, at: atFromInput(date) })}
          >
            Close
          </button>
        </div>
      )}
      {mutation.isError && (
        <p role="alert" className="text-xs text-red-700">
          {mutation.error.message}
        </p>
      )}
    </div>
  );
}
