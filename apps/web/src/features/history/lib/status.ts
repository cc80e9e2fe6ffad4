import { RFI_STATUSES, type RfiCloseReason, type RfiStatus } from '@introask/shared';
import { REASON_LABELS, STATUS_LABELS } from '@/lib/status-labels';

export { REASON_LABELS, STATUS_LABELS };

export function statusText(status: RfiStatus, reason: RfiCloseReason | null): string {
  return status === 'closed' && reason ? `Closed: ${REASON_LABELS[reason]}` : STATUS_LABELS[status];
}

/** The step after this one; none after Met (only closing remains) or once closed. */
export function nextStatus(status: RfiStatus): RfiStatus | null {
  const next = RFI_STATUSES[RFI_STATUSES.indexOf(status) + 1];
  return next && next !== 'closed' ? next : null;
}

/** Today as the value of a date input, in the user's time zone. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The `at` to send for a date input's value: today means now (the moment of the click); an earlier
 * day means noon of that day, local time, so the date reads the same in every nearby time zone.
 */
export function atFromInput(value: string, now = new Date()): string {
  if (!value || value >= todayInput(now)) return now.toISOString();
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12).toISOString();
}
