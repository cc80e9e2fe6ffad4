import { DUE_FOLLOW_UPS_COUNTED, FOLLOW_UP_DAYS, type FollowUpDraft, type RfiRecord } from '@introask/shared';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useFollowUps } from '../api/get-follow-ups';
import { useSetFollowUpDays } from '../api/set-follow-up-days';
import { formatRfiDate } from '../lib/format-date';
import { CopyDraft } from './copy-draft';

const DAY_CHOICES = Array.from(
  { length: FOLLOW_UP_DAYS.max - FOLLOW_UP_DAYS.min + 1 },
  (_, i) => i + FOLLOW_UP_DAYS.min,
);

/**
 * Issue 14, item 4: at the top of the history, the requests sent to their introducer that many
 * business days ago without a change, each with a nudge drafted and ready to copy.
 */
export function DueFollowUps() {
  const followUps = useFollowUps();
  if (!followUps.data) return null;
  const { business_days: days, total, items } = followUps.data;
  return (
    <section
      aria-labelledby="due-follow-ups"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="due-follow-ups" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <BellRing aria-hidden="true" className="h-4 w-4 text-amber-700" />
          Due follow-ups{total > 0 ? ` (${total}${total >= DUE_FOLLOW_UPS_COUNTED ? '+' : ''})` : ''}
        </h2>
        <DaysSetting days={days} />
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nothing is due. A request you sent to its introducer shows here after {days} business{' '}
          {days === 1 ? 'day' : 'days'} without an answer, with a nudge ready to copy.
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map(({ rfi, draft }) => (
            <DueItem key={rfi.id} rfi={rfi} draft={draft} />
          ))}
        </ul>
      )}
      {total > items.length && (
        <p className="text-sm text-slate-700">
          {total - items.length}
          {total >= DUE_FOLLOW_UPS_COUNTED ? '+' : ''} more waiting; they show here as you follow up on these.
        </p>
      )}
    </section>
  );
}

function DueItem({ rfi, draft }: { rfi: RfiRecord; draft: FollowUpDraft }) {
  const id = useId();
  const introducer = rfi.introducer_name || 'the introducer';
  const target = rfi.target_name || 'an unnamed target';
  return (
    <li className="space-y-2 rounded-lg border border-amber-100 bg-white p-3">
      <p className="text-sm text-slate-900">
        <span className="font-medium">
          Nudge {introducer} about {target}
        </span>{' '}
        <span className="text-slate-600">
          (sent <time dateTime={rfi.status_at}>{formatRfiDate(rfi.status_at)}</time>)
        </span>
      </p>
      <label htmlFor={`${id}-draft`} className="sr-only">
        Nudge to {introducer} about {target}
      </label>
      <textarea
        id={`${id}-draft`}
        readOnly
        value={draft.content}
        rows={Math.min(9, draft.content.split('\n').length + 2)}
        className="w-full rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-800"
      />
      <div className="flex flex-wrap items-center gap-2">
        <CopyDraft text={draft.content} label={`Copy the nudge to ${introducer} about ${target}`} />
        <span className="text-xs text-slate-600">Subject: {draft.subject}</span>
      </div>
    </li>
  );
}

function DaysSetting({ days }: { days: number }) {
  const id = useId();
  const mutation = useSetFollowUpDays();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>Follow up after</label>
      <select
        id={id}
        value={mutation.isPending ? mutation.variables.business_days : days}
        disabled={mutation.isPending}
        onChange={(e) => mutation.mutate({ business_days: Number(e.target.value) })}
        className="rounded-md border border-slate-300 bg-white px-1 py-0.5"
      >
        {DAY_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span>business days</span>
      {mutation.isError && (
        <span role="alert" className="text-red-700">
          {mutation.error.message}
        </span>
      )}
    </div>
  );
}
