/** What a follow-up draft is written from: only what a history row keeps, and the sender's profile. */
import type { SenderProfile } from '@introask/shared';

/** A nudge while the introducer has not answered, thanks once introduced, the close of the loop once met. */
export type FollowUpKind = 'nudge' | 'thanks' | 'close_loop';

export interface FollowUpInput {
  kind: FollowUpKind;
  /** The introducer's name as the history row keeps it; null when the request named none. */
  introducerName: string | null;
  /** The target's name as the history row keeps it; null when the request named none. */
  targetName: string | null;
  /** When the step this draft follows happened (sent, introduced or met): ISO-8601. */
  stepAt: string;
  /** Now, ISO-8601: the draft says "last week", never a date it would have to invent a format for. */
  now: string;
  /** The sender, from the profile (its name signs the draft). */
  profile: Pick<SenderProfile, 'name'>;
  /** How the meeting went, in the user's words (close-the-loop only, optional). */
  outcome?: string;
  /** Picks the phrasing: the same row always gets the same draft (the request's id). */
  seed: string;
}

export interface FollowUpDraft {
  kind: FollowUpKind;
  /** A subject line for an email (not part of the content). */
  subject: string;
  content: string;
  /** Advice for the user, not part of the message (thanks: move the introducer to Bcc). */
  tip: string | null;
}
