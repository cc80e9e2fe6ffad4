/** Response shapes of the JSON API (SPEC.md section 7), shared by server and web. */
import type { ProfileField } from './limits';

export type Profile = Record<ProfileField, string>;

/** What the message engine needs about the sender: the stored profile, or a guest's name and bio. */
export type SenderProfile = Partial<Profile> & { name?: string };

export interface GenerateResponse {
  content: string;
  /** One line, at most 140 characters, for the history list. */
  summary: string;
  /** Retry instructions that could not be applied, or why a fallback was used. */
  notes?: string[];
}

export interface Introducer {
  id: string;
  name: string;
  context: string;
}

export interface RfiRecord {
  id: string;
  created_at: string;
  message: string;
  summary: string | null;
  target_name: string | null;
  introducer_id: string | null;
  introducer_name: string | null;
}

export interface RfiPage {
  items: RfiRecord[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: string | null;
}

export interface PublicConfig {
  googleEnabled: boolean;
}
