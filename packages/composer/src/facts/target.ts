/** The target as typed: a person ("dev okonkwo", "Prof. Ilse Vandermeer") or a role ("whoever runs partnerships at Carrow"). */
import { type PersonName, parseName } from '../language/names';
import { clean, withoutTrailingHedge } from '../language/text';
import { lowerWords } from './role';

export type Target =
  | { kind: 'person'; name: PersonName; pronoun?: 'she' | 'he' | 'they' }
  | { kind: 'role'; text: string; pronoun?: undefined };

/** A chief's or a vice president's letters ("CISO at Havlys Energi" is a role; "Hi Ciso," in set29's reading). */
const CHIEF = 'vp|svp|evp|ceo|cfo|cto|coo|cmo|cio|ciso|cpo|cro|cdo|cso';
const ROLE_START = new RegExp(
  String.raw`^(?:whoever|someone|somebody|anyone|anybody|the|a|an|their|your|our|my|his|her|its|person|people|head|director|${CHIEF}|gm|founder|team|manager|owner|partner|hiring|recruiter|lead)(?![\p{L}\p{N}])`,
  'iu',
);
const TITLE_START = new RegExp(
  String.raw`^(?:head|director|${CHIEF}|founder|manager|owner|partner|lead|chair|president|dean|principal|editor|buyer|recruiter)(?![\p{L}\p{N}])`,
  'iu',
);
const ROLE_WORD = /(?<![\p{L}\p{N}])(?:at|of|from|in|on|for|who|that|whoever|team|department|office)(?![\p{L}\p{N}])/iu;

const ROLE_NOUN_WORD =
  /(?<![\p{L}\p{N}])(?:manager|director|coordinator|officer|buyer|recruiter|department|team|desk|committee|secretary|administrator|organi[sz]er|curator|editor|producer)(?![\p{L}\p{N}])/iu;

export function readTarget(raw: string | undefined): Target | undefined {
  // "Sarah (not sure of last name)": an aside for the introducer is not part of the name.
  const typed = withoutTrailingHedge(clean(raw))
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '');
  // "Dana from Stripe", "Priya at Bain": a name and where the person is.
  const named = /^(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2})\s+(?:from|at|@)\s+\S/u.exec(typed);
  // "Dr. Alisha Grant, Chief Medical Officer at Jefferson Health": a name, then the job after a comma
  // or a dash (read as a role and greeted "Hello," in session 23's proofreading).
  const titled =
    /^((?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3})\s*(?:,|\s[-–—]\s)\s*(.+)$/u.exec(
      typed,
    );
  const nameFirst =
    titled &&
    !ROLE_START.test(titled[1] ?? '') &&
    !ROLE_NOUN_WORD.test(titled[1] ?? '') &&
    !TITLE_START.test(titled[1] ?? '') &&
    // ("Northwind Health, Chief Medical Officer" is an organisation and a role, not a person.)
    !/\b(?:Health|Group|Bank|Capital|Partners|Foods|Labs|Inc|Ltd|LLC|GmbH|Council|University|College|School|Hospital|Trust|Foundation|Company|Co|Corp|Corporation|Ventures|Holdings|Systems|Solutions|Technologies|Agency|Studio|Media|Clinic)\b/.test(
      titled[1] ?? '',
    ) &&
    (ROLE_NOUN_WORD.test(titled[2] ?? '') ||
      TITLE_START.test(titled[2] ?? '') ||
      /\b(?:at|of)\s+\p{Lu}/u.test(titled[2] ?? ''));
  const text = nameFirst ? (titled[1] ?? typed) : named && !ROLE_START.test(typed) ? (named[1] ?? typed) : typed;
  if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
  const words = text.split(' ');
  // One word is a name, even "My" or "Lead"; a role takes more words.
  // "Events Manager, Silverhoek Estate": a role typed with capitals and no "at" is still a role.
  if (
    words.length > 1 &&
    (ROLE_START.test(text) || words.length > 8 || ROLE_WORD.test(text) || ROLE_NOUN_WORD.test(text))
  ) {
    // "Events Manager, Silverhoek Estate": the title in lower case, and where it is held after "at".
    const titled = /^([^,]+),\s*(\p{Lu}.+)$/u.exec(text);
    if (titled && ROLE_NOUN_WORD.test(titled[1] ?? '') && !ROLE_START.test(text))
      return { kind: 'role', text: `the ${lowerWords(titled[1] ?? '')} at ${titled[2]}` };
    const role = text
      .replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase())
      // "whoever is events manager at Rosewater": a job held by one person takes "the" (set20).
      .replace(
        /^(whoever(?:['’]s| is) )(?!(?:the|a|an|in|at|on|their|your|our)\b)(?=(?:\p{Ll}+\s+){0,2}(?:manager|director|head|lead|coordinator|officer|buyer|editor|chef|curator|recruiter|administrator|secretary)\b)/u,
        '$1the ',
      );
    // "head of partnerships at Corrib Bank" is "the head of partnerships…" in a sentence.
    return { kind: 'role', text: TITLE_START.test(role) ? `the ${role}` : role };
  }
  const name = parseName(text);
  return name ? { kind: 'person', name } : undefined;
}
