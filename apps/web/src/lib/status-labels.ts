import type { RfiCloseReason, RfiStatus } from '@introask/shared';

/** A request's statuses as people read them (issue 14): the history and the Introducers page. */
export const STATUS_LABELS: Record<RfiStatus, string> = {
  copied: 'Copied',
  sent: 'Sent to introducer',
  agreed: 'Introducer agreed',
  introduced: 'Introduced',
  met: 'Met',
  closed: 'Closed',
};

export const REASON_LABELS: Record<RfiCloseReason, string> = {
  declined: 'Declined',
  no_reply: 'No reply',
  not_needed: 'Not needed',
};
