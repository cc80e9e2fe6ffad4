/** How the message refers to the people in it, in each place (RUBRIC.md hard rules 1, 2 and 8). */
import type { Facts } from '../facts/facts';
import type { PersonName } from '../language/names';
import type { Phrase } from '../language/phrase';
import type { Style } from './style';

/**
 * A titled person as a stranger names them: "Dr. Adeyemi", "Professor Vandermeer"; a knight or a dame
 * by their first name ("Sir Alan", not "Sir Pryce" as session 23's proofreading read).
 */
function titled(name: PersonName): string | undefined {
  if (!name.title || !name.last) return undefined;
  return /^(?:Sir|Dame)$/.test(name.title) ? `${name.title} ${name.first}` : `${name.title} ${name.last}`;
}

/** The target as the ask names them: "Professor Ilse Vandermeer", "whoever runs partnerships at Carrow". */
export function targetFull(f: Facts, style: Style): string | undefined {
  const t = f.target;
  if (!t) return undefined;
  if (t.kind === 'role') return t.text;
  return style.firstNamesOnly ? t.name.first : t.name.full;
}

/** The target in a later sentence to the introducer: "Greta", "Dr. Adeyemi", "that person". */
export function targetRef(f: Facts, style: Style): string {
  const t = f.target;
  if (!t) return 'them';
  if (t.kind === 'role') return 'that person';
  if (!style.firstNamesOnly && titled(t.name)) return titled(t.name) as string;
  return t.name.first;
}

/** The forwardable note's greeting: "Hi Greta,", "Dear Professor Vandermeer,", "Hello," for a role. */
export function noteGreeting(f: Facts, style: Style): string {
  const name = noteGreetingName(f, style);
  if (!name) return 'Hello,';
  const titled = f.target?.kind === 'person' && !!f.target.name.title && !style.firstNamesOnly;
  return style.tone === 'formal' || titled ? `Dear ${name},` : `Hi ${name},`;
}

/** The name a forwardable note greets: "Greta", or "Professor Vandermeer" when a title was typed; none for a role. */
export function noteGreetingName(f: Facts, style: Style): string | undefined {
  const t = f.target;
  if (!t || t.kind === 'role') return undefined;
  // A title the user typed ("Prof.", "Dr.", "Ms.") is how a stranger is greeted, whatever the tone.
  if (!style.firstNamesOnly && titled(t.name)) return titled(t.name);
  return t.name.first;
}

export function fullOrFirst(p: PersonName, style: Style): string {
  if (style.firstNamesOnly) return p.first;
  // "Ms. Romero" keeps the title: without it a bare surname reads as a first name.
  return p.full.split(' ').length > 2 ? p.full.replace(/^(?:Mr\.|Mrs\.|Ms\.|Mx\.) /, '') : p.full;
}

/** The sender's name as they say it of themselves: without the honorific typed before it. */
export function selfName(p: PersonName, style: Style): string {
  if (style.firstNamesOnly) return p.first;
  const bare = p.title ? p.full.replace(/^\S+\s+/, '') : p.full;
  // (A name that is only a title and one word, "Dr. Okafor", keeps its title.)
  return bare.includes(' ') ? bare : p.full;
}

/** The words that name a person inside typed text, to rewrite them as "you" or "I". */
export function wordsOf(p: PersonName | undefined): string[] {
  return (p?.words ?? []).map((w) => w.toLowerCase());
}

/** "chief of staff to the CEO", "assistant to the founder": someone who works for the one who runs it. */
const WORKS_FOR_THE_HEAD = /\bto (?:the )?(?:ceo|founder|owner)\b/gi;

/**
 * A role that runs the firm its figures belong to ("founder", "owner", "CEO"), not one held at someone
 * else's ("product owner", "owner-operator", "chief of staff to the CEO"; session 23's proofreading).
 */
export function runsTheFirm(role: string): boolean {
  return /\b(?:founder|co-?founder|(?<!(?:product|process|business|data|service|budget|account|risk|platform|system) )owner(?![- ]operator)|co-?owner|ceo|managing director|proprietor)\b/i.test(
    role.replace(WORKS_FOR_THE_HEAD, ''),
  );
}

/**
 * Whether the sender writes for a company ("we", "our", a founder or CEO in the bio, or a company on
 * the profile): its figures are "we have", not "I have".
 */
export function speaksForCompany(f: Facts, bio: readonly Phrase[] = f.bio): boolean {
  return (
    !!f.company ||
    // ("founder of Pivovar Lesní, craft brewery near Brno, 6 employees": the role was read off the bio.)
    runsTheFirm(f.role ?? '') ||
    bio.some(
      (p) =>
        /\b(?:we|our|founder|co-?founder|ceo)\b/i.test(p.text.replace(WORKS_FOR_THE_HEAD, '')) ||
        // ("guitarist in la marea, cumbia rock band": a player speaks for the band, "We have 2 albums".)
        /\b(?:in|with)\b[^.]*\b(?:band|duo|trio|quartet|quintet|ensemble|choir|collective)\b/i.test(p.text) ||
        // "Programme director, Ubuntu Reading Circles": the sender speaks for what they head, so "42
        // reading clubs" are its ("We have …"), not "I have".
        /\b(?:director|head|chair|president|coordinator)\b[^,;.]*?(?:,|\sof|\sat)\s+\p{Lu}/u.test(p.text) ||
        // "I manage an avocado cooperative", "I coordinate Bridge Up, a small charity": what the sender
        // runs has the figures that follow ("38 small producers" are the cooperative's, "We have …").
        /^(?:I\s+)?(?:run|manage|coordinate|own|head|direct|co-?run|co-?own)\s+(?:\p{Lu}[^,.;]*,\s+)?(?:an?|the|our|my)\s+(?:[\p{L}-]+\s+){0,3}?(?:company|firm|business|cooperative|co-?op|charity|nonprofit|non-profit|ngo|studio|agency|shop|store|restaurant|caf[eé]|bakery|farm|clinic|practice|consultancy|school|factory|workshop|brewery|winery|hotel|pub|bar|garage|salon|gym|centre|center|foundation|association|club)\b/iu.test(
          p.text,
        ),
    )
  );
}
