/** Response shapes of the JSON API (SPEC.md section 7), shared by server and web. */
import type { ProfileField } from './limits';
import type { RfiCloseReason, RfiStatus } from './schemas';
import type { MessageStyle } from './style';

export type Profile = Record<ProfileField, string>;

/** What the message engine needs about the sender: the stored profile, or a guest's name and bio. */
export type SenderProfile = Partial<Profile> & { name?: string };

/** Who wrote a message: the configured model (by its display name) or IntroAsk's built-in writer. */
export interface WriterInfo {
  kind: 'model' | 'builtin';
  name: string;
}

export interface MessageVersions {
  /** The request as one message to the introducer for LinkedIn or a text: no note markers, at most 1,000 characters. */
  direct: string;
  /** What the sender sends the target once introduced: at most 300 characters (a LinkedIn connection note). */
  connection: string;
  /** The same within 200 characters (LinkedIn's free accounts). */
  connectionShort: string;
}

export interface GenerateResponse {
  content: string;
  /** One line, at most 140 characters, for the history list. */
  summary: string;
  /** Retry instructions that could not be applied, or why a fallback was used. */
  notes?: string[];
  /** The built-in writer's choices, to send back with a retry (absent for a model's message). */
  style?: MessageStyle;
  /** A subject line for the email to the introducer: "Intro to Elena Vasquez-Hart (Fieldstone)?". */
  subject?: string;
  /** Shorter versions to send elsewhere (built-in writer). */
  versions?: MessageVersions;
  /** Which writer wrote `content` (added by the server; the built-in writer's own answer has none). */
  writer?: WriterInfo;
}

export interface Introducer {
  id: string;
  name: string;
  context: string;
  /** Where "Open in email" sends the request; '' when not known (issue 13). */
  email: string;
}

/** An introducer on the Introducers page: how many requests went through them, and where those stand. */
export interface IntroducerOverview extends Introducer {
  requests: number;
  /** How many of those requests are at each status (only statuses with at least one). */
  statuses: Partial<Record<RfiStatus, number>>;
  /** When they were last asked (the newest request's created_at), null when never. */
  last_asked_at: string | null;
}

/** GET /api/introducers/asks: the earlier requests through one introducer in the last 12 months. */
export interface IntroducerAsks {
  /** Newest first: each request's id, date and target. */
  asks: Array<{ id: string; created_at: string; target_name: string | null }>;
  /** One of them is within the last 30 days. */
  recent: boolean;
  /** Three or more in the last 12 months. */
  frequent: boolean;
}

export interface RfiRecord {
  id: string;
  created_at: string;
  message: string;
  summary: string | null;
  target_name: string | null;
  introducer_id: string | null;
  /** The introducer's name now, or the name the request was sent with when the introducer was deleted. */
  introducer_name: string | null;
  /** The introducer's email when known (issue 13), for "Open in email". */
  introducer_email: string | null;
  /** Who wrote the message, as the save request said ("IntroAsk's built-in writer", a model's name). */
  writer: string | null;
  /** Where the request stands (issue 14): `copied` when saved. */
  status: RfiStatus;
  /** Why it was closed; null unless `status` is `closed`. */
  status_reason: RfiCloseReason | null;
  /** When the current status was reached (the latest event's `at`). */
  status_at: string;
  /** How many times this draft was copied: the message is the latest copy (1 for a request saved once). */
  copy_count: number;
}

/** One change of status, dated; a request's events are its timeline. */
export interface RfiEvent {
  id: string;
  rfi_id: string;
  status: RfiStatus;
  reason: RfiCloseReason | null;
  /** When it happened, as the user said (defaults to when it was recorded). */
  at: string;
  created_at: string;
}

export interface RfiPage {
  items: RfiRecord[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: string | null;
}

/** DELETE /api/rfi/:id: the request is gone from the history; POST /api/rfi/:id/restore brings it back until then. */
export interface RfiDeleted {
  id: string;
  restorable_until: string;
}

export interface PublicConfig {
  googleEnabled: boolean;
  /** A model writes the messages (streamed), with the built-in writer as its fallback. */
  modelConfigured: boolean;
  /** The model's display name ("Written by ..."), null without a model. */
  modelName: string | null;
  /** "Forgot password?" is offered: mail goes out (SMTP), or is written to the log in development. */
  passwordResetEnabled: boolean;
}

/** GET /api/account: what the account page shows. */
export interface AccountInfo {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  /** Signs in with a password (the change-password form applies). */
  hasPassword: boolean;
  /** Sign-in methods linked to the account: 'credential' (email and password), 'google'. */
  providers: string[];
  /** Verification and reset emails can be sent. */
  mailEnabled: boolean;
}
