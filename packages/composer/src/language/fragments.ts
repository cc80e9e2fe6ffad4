/**
 * Fragments hurried people type in a bio or an offer, said as clauses with a subject and a verb, so
 * no sentence of the message is a pasted fragment: counts ("50+ sites built", "400 farmers already
 * using it", "2 apprentices so can scale up on bigger jobs"), standings ("fully licensed + insured",
 * "CE marked, in use at 3 hospitals") and how the sender feels ("happy to work unpaid at first").
 * Set16's readers marked each such fragment as a broken sentence.
 */

import { tokenize } from './nlp';
import { ROLE_END, shapeOf } from './phrase';
import { capitalisePlaces } from './places';
import { article } from './text';

const NUMBER = String.raw`(?:(?:about|over|around|nearly|almost|~)\s*)?\d[\d,.]*(?:k|\+)?`;

/** Plural nouns for those who act: "400 farmers signed up" is what the farmers did, not the sender. */
const WHO_ACT =
  /^(?:farmers|teams|users|customers|clients|members|schools|families|people|students|patients|businesses|stores|shops|cafes|cafés|restaurants|companies|brands|partners|hospitals|clinics|councils|venues|growers|parents|volunteers|subscribers|readers|buyers|retailers|practices|agencies|organisations|organizations|charities|kids|children|learners|households|artists|authors|villages|communities|doctors|nurses|vets|libraries|employers|trusts|districts|cities|towns|mums|moms|dads|women|men|workers|staff|drivers|riders|guests|viewers|listeners|fans|players|coaches|teachers)$/i;

/**
 * What a sender does to a count of things, typed after it: "sites built", "loans issued", "patents
 * filed". Only verbs the sender does themselves ("8 hires approved" was approved by someone else).
 */
const PARTICIPLE =
  /^(?:built|made|sold|done|shot|photographed|painted|renovated|rebuilt|cleaned|issued|filed|shipped|delivered|installed|completed|launched|published|raised|placed|planted|run|held|taught|trained|hosted|organi[sz]ed|written|produced|designed|repaired|restored|fitted|grown|cooked|served|recorded|released|translated|edited|finished|harvested|picked|roasted|brewed|bottled|printed|sewn|knitted|treated|audited|inspected|mentored|coached|onboarded|processed|tested|surveyed|interviewed|screened|collected|sourced)$/;

/**
 * "210 practices live", "62 FPOs live in Telangana", "3 DSO pilots live": what the sender has running,
 * said with "have" ("We have 210 practices live"); typed first in a sentence, the count had stood as
 * a fragment (two set25 readings marked a sentence opening on a bare count as broken).
 */
const LIVE = new RegExp(
  String.raw`^(${NUMBER})\s+((?:\p{L}+\s+){0,2}\p{L}+s)\s+(live|running|active|in use)\b(.*)$`,
  'u',
);

/** Counts of time ("10 years building pipelines") are said elsewhere, as time spent. */
const TIME = /^(?:years|yrs|months|mos|weeks|wks|days|hours|hrs|decades|seasons|summers|winters|terms|semesters)$/i;

/** Words that put a count's verb in the past: "registered last year". */
const PAST_TIME = /\b(?:last|ago|yesterday|in (?:19|20)\d\d)\b/i;

const ING = new RegExp(
  String.raw`^(${NUMBER})\s+(\p{Ll}+s)\s+((?:already|now|still|currently)\s+)?(\p{Ll}{2,}ing)\b(.*)$`,
  'iu',
);
// ("20+ log house restorations done": the counted thing may have describing words before it.)
const DONE = new RegExp(
  String.raw`^(${NUMBER})\s+((?:\p{Ll}+\s+){0,2}?\p{Ll}+s)\s+((?:already)\s+)?(\p{Ll}+)(\s+(?:up|on|in|out))?(?=\s|$)(.*)$`,
  'iu',
);
const COMPLETED =
  /^((?:[A-Z][A-Za-z]{1,4}|\p{Ll}+)\s+(?:cert|certification|certificate|degree|diploma|licen[cs]e|qualification|training|masters|master's|MBA|PhD|residency|apprenticeship))\s+(?:done|completed|finished|passed|gained|awarded)\s+((?:in\s+|on\s+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(?:19|20)\d\d)$/u;
const SO_CAN = new RegExp(String.raw`^(${NUMBER}\s+\p{Ll}+s?)\s+so\s+(can|could)\s+(.+)$`, 'iu');
const SO_GOOD = new RegExp(String.raw`^(${NUMBER}\s+\p{Ll}+s?)\s+so\s+(good|great|strong|wide)\s+(\p{Ll}+)$`, 'iu');

/** Standings a tradesperson or professional holds: "licensed", "insured", "bonded" (offer.ts reads them too). */
export const STANDING = '(?:licen[cs]ed|insured|certified|qualified|registered|bonded|vetted|accredited|chartered)';

/** "fully licensed + insured", "already vetted": how the sender stands, typed with no verb. */
export const HELD_STANDING = new RegExp(`^(?:fully|already|also|both)\\s+(?:${STANDING}|trained)\\b`, 'i');

/**
 * "CE marked", "FDA cleared": a product's standing, said of the product ("It's CE marked"). ("GOTS
 * certified", "CAA approved" are the sender's own: offer.ts says them with "I'm".)
 */
const PRODUCT_STANDING = /^(?:[A-Z]{2,5}[- ])(?:marked|cleared)$/;

/** "happy to work unpaid at first": how the sender feels about doing something, said with "I'd be". */
const WILLING = /^(?:happy|glad|keen|willing|able)\s+to\s+\p{Ll}/u;

/** "Gas Safe registered", "GOTS certified": a body's standing the sender holds. */
const BODY_STANDING =
  /^(?:\p{Lu}[\p{L}\d]*(?:\s\p{Lu}[\p{L}\d]*){0,2})[ -](?:registered|certified|accredited|approved|licensed)$/u;

/** The field a piece was typed in: the sender's bio, or what they offer. */
export type Field = 'bio' | 'value';

const RUN_OWN_SINCE = /^run my own \p{Ll}+(?:\s+in\s+[^,]+?)?\s+since\s+.+$/u;
const RUN_OWN_FOR =
  /^run my own (\p{Ll}+)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b(\s+in\s+.+)?$/iu;
/** "sworn translator since 2015", "dedicated cold chain fleet since 2022": what the sender has been or had since then. */
const SINCE = /^((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)(\s*\([^)]*\))?\s+since\s+((?:19|20)\d\d|last\s+\p{Ll}+)$/iu;
/** "full draft done", "first prototype ready": the thing, and that it is done. */
const DONE_THING =
  /^(?:a\s+)?(full|first|complete|final|rough|working)\s+(draft|script|manuscript|prototype|version|design|plan|proposal|budget|score|cut|edit)\s+(done|ready|finished|written|complete)$/i;

/** "locally made", "all hand poured in Bristol", "baked same morning": how the product is made. */
// (Only as a statement: "handmade brass homeware" names the goods, said as typed.)
const MADE =
  /^(all\s+)?(locally|hand)[- ](made|grown|sourced|poured|built|roasted|thrown|sewn|dyed|woven|knitted|printed)\b((?:\s+(?:in|at|by|from|on|with|for)\b|,|\s+so\b).*|)$/i;
const SAME_DAY = /^(baked|made|roasted|brewed|picked|cut|packed|cooked)\s+(?:the\s+)?same\s+(morning|day|week)\b(.*)$/i;
/** "All jars labeled with …": a plural subject and its participle, typed without "are". */
const ALL_DONE = /^all\s+(\p{Ll}+s)\s+(\p{Ll}+ed)\b(.*)$/iu;
/** "Edited 'Saltpans'", "Led the rollout": a past verb typed first, with its capital, for "I …". */
const PAST_FIRST =
  /^(Edited|Wrote|Shot|Taught|Directed|Trained|Coached|Translated|Curated|Illustrated|Photographed)\s+(?=\S)/;
/** "pro bono, no fee": the work done for nothing, said once. */
const PRO_BONO =
  /^(?:happy to (?:do it|work|help)\s+)?pro bono(?:\s*(?:,|\+|and)\s*(?:no fee|no charge|free|at no cost))?$/i;
/** "3 yrs open": how long the business has been open. */
const OPEN_FOR = /^(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:yrs?|years?|months?)\s+open$/i;

/** The sender's side as a subject, in the forms the clauses below need. */
const subject = (we: boolean) =>
  we
    ? { I: 'We', i: 'we', Ive: "We've", Im: "We're", Id: "We'd", me: 'us', my: 'our', Our: 'Our' }
    : { I: 'I', i: 'I', Ive: "I've", Im: "I'm", Id: "I'd", me: 'me', my: 'my', Our: 'My' };

/** One comma-separated part of a typed piece, as a clause when it is a fragment of a known kind. */
function asClause(segment: string, we: boolean, field: Field): string | undefined {
  const S = subject(we);
  if (PRO_BONO.test(segment)) return `${S.Id} do it pro bono, at no charge`;
  const made = MADE.exec(segment);
  if (made)
    return made[1]
      ? `Everything is ${made[2]?.toLowerCase()}-${made[3]?.toLowerCase()}${made[4] ?? ''}`
      : `It's ${made[2]?.toLowerCase()} ${made[3]?.toLowerCase()}${made[4] ?? ''}`;
  // "NP cert done May 2025", "MBA finished 2023": a qualification completed, with when ("NP cert
  // done May 2025" stood as typed in set20).
  const completed = COMPLETED.exec(segment);
  if (completed) {
    const [, what = '', when = ''] = completed;
    const on = /^(?:in\s+|on\s+)/i.test(when) ? when : `in ${when}`;
    return `${S.I} completed ${S.my} ${what.replace(/\bcert\b/i, 'certification')} ${on}`;
  }
  const sameDay = SAME_DAY.exec(segment);
  if (sameDay) return `It's ${sameDay[1]?.toLowerCase()} the same ${sameDay[2]}${sameDay[3] ?? ''}`;
  const allDone = ALL_DONE.exec(segment);
  if (allDone) return `All ${allDone[1]} are ${allDone[2]}${allDone[3] ?? ''}`;
  // (What one person does: "I edited", even in a bio that says "we".)
  if (PAST_FIRST.test(segment) && field === 'bio') return `I ${segment[0]?.toLowerCase()}${segment.slice(1)}`;
  const open = OPEN_FOR.exec(segment);
  if (open) return `${S.Ive} been open for ${segment.replace(/\s+open$/i, '').replace(/\byrs?\b/i, 'years')}`;
  // "run my own practice since 2018", "run my own business 4 years in Geelong" (text.ts writes "own
  // business" so): how long the sender has run it.
  const runSince = RUN_OWN_SINCE.exec(segment);
  if (runSince) return `${S.Ive} ${segment}`;
  const runFor = RUN_OWN_FOR.exec(segment);
  if (runFor) return `${S.Ive} run my own ${runFor[1]}${runFor[3] ?? ''} for ${runFor[2]} years`;
  const since = SINCE.exec(segment);
  const sinceTokens = tokenize(since?.[1] ?? '');
  // ("sworn translator", "dedicated cold chain fleet": a participle before the noun, read as a verb.)
  const nounPhrase =
    sinceTokens.at(-1)?.pos === 'NOUN' &&
    (shapeOf(sinceTokens) === 'noun' || /(?:ed|en|sworn)$/i.test(sinceTokens[0]?.text ?? '')) &&
    !sinceTokens.some((t) => t.pos === 'AUX');
  // (Not a business, "family bakery since 1962": it has been going that long, not the sender's since then.)
  const business = /(?:bakery|business|shop|firm|company|restaurant|farm|practice|studio|store|cafe|café|bar|hotel)$/i;
  if (
    since &&
    nounPhrase &&
    !/^(?:my|our|the|a|an|run|own)\b/i.test(since[1] ?? '') &&
    !business.test(since[1] ?? '')
  ) {
    const np = `${since[1]?.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}${since[2] ?? ''}`;
    const role = ROLE_END.test(since[1] ?? '');
    const a = article(np);
    return role ? `${S.Ive} been ${a} ${np} since ${since[3]}` : `${S.Ive} had ${a} ${np} since ${since[3]}`;
  }
  // "audience feedback I can share": what the sender can share, said in that order.
  const share = /^((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+(?:I|we)\s+can\s+(share|send|show)$/u.exec(segment);
  if (share && shapeOf(tokenize(share[1] ?? '')) === 'noun') return `${S.I} can ${share[2]} ${share[1]}`;
  const finished = DONE_THING.exec(segment);
  if (finished) return `The ${finished[1]?.toLowerCase()} ${finished[2]} is ${finished[3]}`;
  // "Organic and Fairtrade certified": two standings.
  const both = /^(\p{L}+) (?:and|&|\+) (\p{Lu}[\p{L}]*) (certified|accredited|approved|registered)$/u.exec(segment);
  if (both) return `${S.Im} ${both[1]?.toLowerCase()} and ${both[2]} ${both[3]}`;
  // "UEFA B licensed coach": a standing and the role it is held in.
  const licensedRole =
    /^([A-Z][\w]*(?: [A-Z\d][\w]*){0,2}) (licensed|certified|qualified|registered|accredited) (\p{Ll}+(?: \p{Ll}+)?)$/u.exec(
      segment,
    );
  if (licensedRole && ROLE_END.test(licensedRole[3] ?? '')) return `I'm ${article(licensedRole[1] ?? '')} ${segment}`;
  // (In an offer, "GOTS certified", a body in capitals, is said by offer.ts with what follows it.)
  if (BODY_STANDING.test(segment) && !(field === 'value' && /^[A-Z]{2,6}[- ]/.test(segment)))
    return `${S.Im} ${segment}`;
  // "elected 2023", "widowed": what happened to the sender, or what they are, typed as a participle
  // ("I elected 2023.", "I widowed." in session 22's proofreading). Only in the bio: in an offer,
  // "certified" and the like are said by offer.ts.
  if (field === 'bio') {
    const event =
      /^(elected|re-elected|appointed|promoted|ordained|hired|sworn in|called to the bar|made partner|naturali[sz]ed|diagnosed)(?:\s+(?:in\s+)?((?:19|20)\d\d))?$/i.exec(
        segment,
      );
    if (event) return `I was ${event[1]?.toLowerCase()}${event[2] ? ` in ${event[2]}` : ''}`;
    // "indie game dev. solo.": how the sender works ("a developer in solo" in session 22).
    if (/^solo$/i.test(segment)) return 'I work solo';
    // "Tired of being away from home": how the sender feels, with "I'm".
    if (/^(?:tired|sick|bored|fed up|done) (?:of|with)\s/i.test(segment))
      return `I'm ${segment[0]?.toLowerCase()}${segment.slice(1)}`;
    // "corn/soy 1,200 acres, Iowa": what the sender farms, and where.
    const acres = /^([\p{L}][\p{L} &+/-]*?)\s+(\d[\d,.]*)\s+acres(?:,\s*(\p{Lu}[\p{L} .-]*))?$/u.exec(segment);
    if (acres?.[1] && !/\d/.test(acres[1]))
      return `I farm ${acres[2]} acres of ${acres[1].replace(/\s*[/&+]\s*/g, ' and ')}${acres[3] ? ` in ${acres[3]}` : ''}`;
    // (Only the word alone: "retired civil engineer, 40 years" is a role, read by sender.ts.)
    const state = /^(widowed|divorced|married|semi-retired|engaged|single|self-employed|unemployed)$/i.exec(segment);
    if (state) return `I'm ${state[1]?.toLowerCase()}`;
  }
  // "research on heat acclimation in youth footballers": what the research is on ("I research on" in set15).
  const research = /^research(?:ing)?\s+(?:on|into)\s+(.+)$/i.exec(segment);
  if (research) return `${S.Our} research is on ${research[1]}`;
  // "own van and tools": what the sender has of their own ("own clinic … since 2020" is said by sender.ts).
  const own = /^own\s+(?!up\b|(?:my|our|a|an|the|it|them)\b)([^,]+)$/i.exec(segment);
  // (Not a named business, "own Okafor Electric", nor one with its years, "own cleaning co ~6 yrs".)
  // (Only things a tradesperson owns: "own fern and kettle" may be the business's name.)
  if (
    own &&
    !/\bsince\b|\p{Lu}|\d/u.test(own[1] ?? '') &&
    /\b(?:vans?|tools|kit|equipment|trucks?|vehicles?|cars?|gear|transport|insurance|workshop|studio|premises|kitchen|mics?|cameras?|drones?|boat|trailer|machinery|ladders?)\b/.test(
      own[1] ?? '',
    )
  )
    return `${S.I} have ${S.my} own ${own[1]}`;
  if (PRODUCT_STANDING.test(segment)) return `It's ${segment}`;
  if (WILLING.test(segment)) return `${S.Id} be ${segment}`;
  // ("also happy to feature them": "I'd also be happy to …"; "Also happy to …" stood as a fragment in set26.)
  const also = /^(also|always|really|very|more than|definitely)\s+(.+)$/i.exec(segment);
  if (also && WILLING.test(also[2] ?? '')) return `${S.Id} ${also[1]?.toLowerCase()} be ${also[2]}`;
  if (HELD_STANDING.test(segment)) return `${S.Im} ${segment.replace(/\blicenced\b/, 'licensed')}`;
  const ing = ING.exec(segment);
  if (ing && !TIME.test(ing[2] ?? '') && tokenize(`they ${ing[4]}`)[1]?.pos === 'VERB') {
    const [, n = '', noun = '', adv = '', verb = '', rest = ''] = ing;
    // (As the bio's own sentences say it: "We have 60 farms piloting, …".)
    return `${S.I} have ${n} ${noun} ${adv}${verb}${rest}`;
  }
  const live = LIVE.exec(segment);
  // (A founder's is the business's, "We have"; "2 courses live on Udemy" is a teacher's own.)
  if (live && !TIME.test(live[2]?.split(/\s+/).pop() ?? ''))
    return `${S.I} have ${live[1]} ${live[2]} ${live[3]}${live[4]}`;
  const done = DONE.exec(segment);
  if (done) {
    const [, n = '', noun = '', adv = '', verb = '', particle = '', rest = ''] = done;
    const past = PAST_TIME.test(rest);
    // ("400 farmers signed up", "22 teams joined": what those counted did, a clause as typed.)
    if (WHO_ACT.test(noun.split(/\s+/).pop() ?? '') && /^(?:\p{Ll}+ed|joined)$/u.test(verb)) return undefined;
    // ("40 bottles made from …", "loans repaid by …": a participle before its agent or source
    // describes the thing; said as typed.)
    if (
      !TIME.test(noun.split(/\s+/).pop() ?? '') &&
      PARTICIPLE.test(verb) &&
      !particle &&
      !/^\s+(?:by|from|with|of|on|at|for|to)\b/i.test(rest)
    )
      return past ? `${S.I} ${verb} ${n} ${noun}${rest}` : `${S.Ive} ${adv}${verb} ${n} ${noun}${rest}`;
  }
  const soCan = SO_CAN.exec(segment);
  if (soCan) return `${S.I} have ${soCan[1]}, so ${S.i} ${soCan[2]?.toLowerCase()} ${soCan[3]}`;
  const soGood = SO_GOOD.exec(segment);
  if (soGood) return `${S.I} have ${soGood[1]}, which gives ${S.me} ${soGood[2]?.toLowerCase()} ${soGood[3]}`;
  return undefined;
}

/**
 * A typed piece with its counts said as clauses: "4,800 loans issued so far, 97% repayment" ->
 * "We've issued 4,800 loans so far, 97% repayment"; a clause typed after a count is joined with
 * "and" ("We have 400 farmers already using it, and the vaccination rate … went from 55% to 80%").
 * `we` is whether the field speaks for the sender's side ("our", "we").
 */
export function fragmentsAsClauses(piece: string, we: boolean, field: Field): string {
  // ("pro bono, no fee" is one thing, before the piece is split at its commas.)
  if (PRO_BONO.test(piece)) return `${subject(we).Id} do it pro bono, at no charge`;
  const segments = piece.split(/,\s+(?![^(]*\))/);
  let changed = false;
  const out = segments.map((segment, i) => {
    const clause = asClause(segment, we, field);
    if (clause === undefined) return segment;
    changed = true;
    // (At the start of the piece, a capital; inside it, as the clause says.)
    return i === 0 ? clause.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : clause;
  });
  if (!changed) return piece;
  return out.reduce((acc, segment, i) => {
    if (i === 0) return segment;
    const before = out[i - 1] !== segments[i - 1];
    // "The full draft is done" + "I can share audience feedback": two things the sender says, joined.
    if (before && out[i] !== segments[i] && /^(?:I|We) /.test(segment))
      return `${acc}, and ${segment.replace(/^We /, 'we ')}`;
    // "18,000 weekly actives" + "60% outside Lagos": a share of what was just counted ("60% of them …").
    if (before && /^\d+(?:\.\d+)?%\s+(?:outside|in|from|at|on|under|over|aged|between|across)\b/.test(segment))
      return `${acc}, ${segment.replace(/^(\S+%)\s+/, '$1 of them ')}`;
    // "I'm Gas Safe registered" + "Manchester": where the sender is based.
    const place = capitalisePlaces(segment);
    if (before && /^(?:I'm|We're) /.test(out[i - 1] ?? '') && /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(place))
      return `${acc} and based in ${place}`;
    // "It's CE marked" + "in use at 3 hospitals": the product's two standings, joined.
    if (before && /^It's /.test(out[i - 1] ?? '') && /^(?:in use|used|available|sold|live)\b/.test(segment))
      return `${acc} and ${segment}`;
    const tokens = tokenize(segment);
    // "vaccination rate in our area went from 55% to 80%": a clause after a count's clause, its bare
    // noun given "the".
    const verb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const clause =
      shapeOf(tokens) === 'clause' ||
      (verb > 0 && !/ing$/.test(tokens[verb]?.text ?? '') && tokens[verb - 1]?.pos === 'NOUN');
    // ("no-show rate dropped …": a compound of everyday words is a bare noun too.)
    const bare = tokens[0]?.pos === 'NOUN' || /^\p{Ll}+-\p{Ll}+\s/u.test(segment);
    if (before && clause && bare && /^\p{Ll}/u.test(segment)) return `${acc}, and the ${segment}`;
    return `${acc}, ${segment}`;
  }, '');
}
