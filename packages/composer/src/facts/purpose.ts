/**
 * The purpose as a person typed it ("I want to explore…", "to explore…", "explore…", "coffee chat
 * about pricing", "We're raising our seed.") read as one of three things a sentence can be built on.
 */
import { gerundToVerb, withArticle } from '../language/forms';
import { isKnownWord, tokenize } from '../language/nlp';
import { type Phrase, participleBeforeNoun, readPhrase, readsAsVerb, splitAtCommas } from '../language/phrase';
import { article, asPhrase, isAside, lowerFirst, pieces } from '../language/text';

export type PurposeKind = 'verb' | 'meeting' | 'advice' | 'topic' | 'clause' | 'wish' | 'question';

export interface Purpose {
  kind: PurposeKind;
  /** wish: "would love 15 min of her thoughts" (said as "I would love…"); verb: "compare notes on pricing"; meeting: "coffee chat about pricing"; advice: "advice on X"; topic: "a partnership"; clause: "We're raising our seed." */
  text: string;
  /** "we" when typed as "we want to…". */
  subject: 'I' | 'we';
  /** Further sentences typed after the first ("Our round opens in March."). */
  more: Phrase[];
}

const PREFIX =
  /^(?:(i|we)\s*(?:\s+would|'d|’d)\s+(?:really\s+)?(?:like|love)\s+to|(i|we)\s+(?:want|need|hope|plan|intend|wanna)\s+to|(i|we)\s*(?:'m|’m|'re|’re|am|are)\s+(?:hoping|looking|trying|planning|keen|aiming)\s+to|(?:would|'d)\s+(?:like|love)\s+to|(?:hoping|looking|trying|keen|want|wanting|need|aiming)\s+to|in\s+order\s+to|so\s+(?:that\s+)?(i|we)\s+can|to)\s+/i;

const WISH =
  /^(?:(?:i|we)\s+)?(?:would|'d|’d|could|might)\s+(?:love|like|appreciate|welcome|value|enjoy)\b(?!\s+to\b)/i;
/** Verbs people start a purpose with, which the tagger can read as nouns ("talk about joining our board"). */
const PURPOSE_VERB =
  /^(?:offer|propose|invite|pitch|talk|chat|speak|meet|discuss|pitch|demo|learn|ask|explore|connect|partner|collaborate|share|get|see|find|understand|hear|introduce|present|show|apply|interview|hire|sell|compare|swap|trade|exchange|catch up|brainstorm|review|run|walk|request|obtain|access|secure|rent|borrow|recruit|sponsor|fund|join|visit|observe|film|feature|test|trial|pilot|source|license|licence|stock|supply|book|host|invite|commission)\b/i;
const MEETING =
  /^(?:\S+\s+){0,4}?(?:call|chat|coffee|meeting|conversation|catch[- ]?up|zoom|lunch|interview|session|walkthrough|visit|tour|consultation|consult)s?\b/i;
const ADVICE =
  /^(?:(?:some|your|his|her|their|quick|honest|expert)\s+)?(?:advice|feedback|input|guidance|perspective|thoughts|help|mentorship|mentoring|insights?|tips|pointers|a recommendation|recommendations|an opinion|opinion|a second opinion)\b/i;

/** A purpose that names a job: "supervisor role", "grad trainee post", "the data analyst role". */
const JOB =
  /^(?:\S+\s+){0,5}?(?:role|position|post|job|opening|vacancy|internship|placement|residency|apprenticeship)s?\b/i;
const QUESTION_START =
  /^(?:would|could|can|will|is|are|does|do|did|should|may|might|what|how|why|when|where|who|which|whether|if)\b/i;

/** A meeting word typed first is the meeting ("call about pricing", "coffee with her team"), even where it could be a verb. */
const MEETING_HEAD = /^(?:call|chat|coffee|meeting|zoom|lunch|interview|visit|tour|catch)\b/i;
/** "interview her for my thesis", "visit their farm", "call him": a meeting word with its object is the verb. */
const MEETING_VERB =
  /^(?:call|interview|visit|tour|meet)\s+(?:(?:her|him|them|you|us|me|their|his|your|our|my|the|a|an)\b|\d)/i;

/** "get a 20-minute intro call about a pilot": asking for the meeting itself. */
// ("get on his call list": a list to get onto, not a call.)
const GET_MEETING =
  /^(?:get|have|set up|book|schedule|grab|request|arrange)\s+(?!(?:on|onto|in|into|to|through|off)\b)(?:a\s+|an\s+)?((?:\S+\s+){0,4}?(?:call|chat|coffee|meeting|conversation|zoom|catch-up)\b(?!\s+(?:list|sheet|log|centre|center|back)\b).*)$/i;

export function readPurpose(typed: string): Purpose | undefined {
  // "speak slot at RS 2026": a slot to speak in, which the sender wants to get.
  const text = typed
    // "Volunteer my clinic's team …": a purpose typed with a capital, its everyday first word in
    // lower case ("I'd like to Volunteer …" in set14). A name ("Rosa's team") keeps its capital.
    .replace(/^(\p{Lu}\p{Ll}+)(?=\s+\p{Ll})/u, (w: string) => (isKnownWord(w.toLowerCase()) ? w.toLowerCase() : w))
    .replace(/^(?:a\s+)?(?:speak|speaking|talk)\s+(slot|spot)\b/i, 'get a speaking $1')
    // "intro re employment law support": the introduction is what the introducer is asked for; what
    // it is about is the purpose ("talk with Nadia about an intro about …" in set20).
    .replace(/^(?:an?\s+)?(?:intro|introduction)\s+(?:about|regarding|re|to discuss|on)\s+(?=\p{L})/iu, '')
    // "raise US$8M Series A", "close £500k seed": a round takes its article ("I'd like to raise US$8M
    // Series A" in set20).
    .replace(
      /^((?:to\s+)?(?:raise|close|lead|open|fill)\s+)(?=(?:[A-Z]{1,3})?[$£€]\s?[\d.,]+\s*(?:[kKmMbB]|mn|million|bn)?\s+(?:Series\s+[A-D]|seed|pre-seed|round|bridge)\b)/,
      '$1a ',
    )
    // "pitch: 5,000-word feature on …": the colon goes, and a piece of work sized by a figure takes "a".
    .replace(
      /^(pitch|propose|suggest)\s*:\s*(?=(\d[\d,]*-\p{L}+\s)?)/iu,
      (_m: string, verb: string, sized: string | undefined) => (sized ? `${verb} a ` : `${verb} `),
    )
    // "quick chat about product analyst role": a job named takes "the".
    .replace(
      /\babout (?!(?:the|a|an|their|your|his|her|my|our|this|that)\b)((?:[\p{Ll}-]+\s+){1,3}(?:role|position|opening|vacancy|job))\b/u,
      'about the $1',
    )
    // "15 min to walk him thru our program", "30 minutes of her time": time asked for ("talk with Ron
    // about a 15-minute to walk him through" in set24).
    .replace(/^(?:a\s+)?(?:quick\s+)?(\d+|a few)\s+(minutes?|hours?)\s+(?=(?:to|of|for)\s)/i, 'ask for $1 $2 ')
    // "zoom or coffee": the app's name for a video call.
    .replace(/^(?:a\s+)?zoom\b(?!\s+(?:call|chat|meeting))/i, 'a Zoom call')
    // "pilot in a few stores near ames?": a question mark after no question is a hope, not a question
    // ("… wine buying, any openings on her team?" keeps its own).
    .replace(/\?+\s*$/, (q: string, _at: number, all: string) => {
      const last = all.split(/[,.;!?]\s+/).at(-1) ?? '';
      return QUESTION_START.test(all) || /^(?:any|anything|anyone|is there|are there)\b/i.test(last) ? q : '';
    })
    // "leading hand / supervisor role", "get the show covered / studio visit": in a purpose, a slash
    // typed between words is a choice ("or"); in a bio it is often "and", so only here. Before a
    // second thing with its own article it is "and": "learn about the team / the role" (session 24's
    // proofreading read "or" as a choice the sender never meant).
    .replace(/(?<=\p{L})\s+\/\s+(?=(\p{L}+))/gu, (_slash: string, next: string) =>
      // ("our first ML engineer / or at least a coffee chat": a slash before "or" is no second "or".)
      /^(?:or|and)$/i.test(next) ? ' ' : /^(?:the|a|an|our|their|his|her|my|your|its)$/i.test(next) ? ' and ' : ' or ',
    )
    // "pitch our $4M seed pls": the request's own "please" at the end is said to the introducer by the ask.
    // (Only "please": "send her my thanks" and "his cofounder Ty" end with what they ask for.)
    .replace(/(?<=\p{L}{2,}|\d)[,\s]+(?:please|pls|plz)[.!]*$/iu, '')
    // "I'd like a short conversation before we apply": what is wanted is the purpose ("an I'd like a
    // short conversation" in set18).
    .replace(/^(?:i|we)(?:['’]d| would) (?:like|love)\s+(?=(?:a|an|some)\s)/i, '')
    // "want advice on getting a sharemilking job": the advice is the purpose ("I'd like to want advice" in set13).
    .replace(
      /^(?:i\s+)?(?:want|need|would like|'d like)\s+(?=(?:some\s+)?(?:advice|guidance|feedback|pointers|tips)\b(?!\s+from\b))/i,
      '',
    )
    // "want 20 min to show him our numbers": the time is what is wanted ("I'd like to want 20 minutes"
    // in session 22's proofreading).
    .replace(
      /^(?:i\s+)?(?:want|need|would like|'d like)\s+(?:~\s*)?(\d+)\s*(?:min|mins|minutes)\s+to\s+(.+)$/i,
      (_, n: string, what: string) => `${what.replace(/[.!]+$/, '')} in a ${n}-minute call`,
    )
    .replace(/^(?:i\s+)?(?:want|need|would like|'d like)\s+(?=(?:~\s*)?\d+\s*(?:min|mins|minutes|hours?|hrs?)\b)/i, '')
    // "paid pilot in 10 stores": a pilot or trial typed as the purpose is one to run ("I'd like to paid
    // pilot" in set27).
    .replace(
      /^(paid|free|small|short|quick|\d+-(?:day|week|month))\s+(pilot|trial)\b/i,
      (_, kind: string, what: string) => `run ${article(kind)} ${kind} ${what}`,
    )
    // "want a trade account w better pricing": a thing wanted is a thing to get ("I'd like to want a
    // trade account" in session 23's proofreading).
    .replace(/^(?:i\s+)?(?:want|need)\s+(?=(?:a|an|some|more)\s)/i, 'get ')
    // "want her to hear my new demos": what the sender would have the target do.
    .replace(/^(?:i\s+)?(?:want|would like|'d like)\s+(her|him|them)\s+to\s+/i, 'have $1 ')
    // "Looking for open design roles on her team": what the sender looks for, asked about ("ask you
    // about looking for open design roles" in session 22's proofreading).
    // (Only roles and the like: "I am looking for a Danish importer", said to an importer, is the
    // sender's search, kept as typed.)
    .replace(
      /^(?:looking for|seeking|searching for)\s+(?=(?:[\p{L}-]+\s+){0,3}(?:roles?|positions?|jobs?|openings?|internships?|opportunities|work|representation|placements?|articleship)\b)/iu,
      'ask about ',
    )
    // "summer 2026 research internship": a place asked about, named with its season.
    .replace(/^(?=(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d\d\s+\p{L})/iu, 'ask about a ')
    // "pls ask if we can hire a court": the request's own "please" at the start goes too.
    // ("please review our proposal" asks the target to do it: "ask if they would review our proposal".)
    .replace(
      /^(?:please|pls|plz)[,\s]+(?=\p{L})(?!(?:intro|introduce|connect)\b)(?!(?:ask|find out|check|see)\b)/iu,
      'ask if they would ',
    )
    .replace(/^(?:please|pls|plz)[,\s]+(?=(?:ask|find out|check|see)\b)/iu, '')
    // "just pick her brain", "ideally get a pilot going": the hedge is not the purpose's verb.
    .replace(/^(?:just|simply|basically|maybe|possibly|ideally|mainly|mostly|really|honestly)\s+/i, '')
    // "become supplier for their line", "become preferred HVAC vendor for …": a role takes its article.
    .replace(
      /^((?:to\s+)?become)\s+(?!a\b|an\b|the\b|one\b|part\b|our\b|their\b|your\b|his\b|her\b)(?=(?:[\p{Ll}A-Z-]+\s+){1,3}(?:for|to|of|at|in|on)\b)/iu,
      '$1 a ',
    );
  const read = readPurposeAsTyped(text);
  const meeting = read?.kind === 'verb' ? GET_MEETING.exec(read.text) : null;
  return read && meeting ? { ...read, kind: 'meeting', text: meeting[1] ?? read.text } : read;
}

function readPurposeAsTyped(text: string): Purpose | undefined {
  const all = pieces(text).flatMap(splitAtCommas);
  // "pls intro, want to pitch our linen rental": the request itself typed first is no purpose.
  const [typedFirst, ...rest] = all.length > 1 && isAside(all[0] as string) ? all.slice(1) : all;
  if (!typedFirst) return undefined;
  // ("apprenticeship?? want to learn upholstery": a question mark after no question is a hope, not
  // a question; "an apprenticeship? and learn …" in set16.)
  const first =
    rest.length > 0 && /\?$/.test(typedFirst.trim()) && !QUESTION_START.test(typedFirst) && !/\bany/i.test(typedFirst)
      ? typedFirst.replace(/\?+\s*$/, '')
      : typedFirst;
  const more = rest.filter((x) => !isAside(x)).map(readPhrase);
  const m = PREFIX.exec(first);
  if (m) {
    const who = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? 'i').toLowerCase() === 'we' ? 'we' : 'I';
    const rest0 = first.slice(m[0].length);
    if (rest0.trim())
      return { kind: 'verb', text: lowerFirst(asPhrase(rest0), (w) => w === w.toUpperCase()), subject: who, more };
  }
  // "would he be open to investing?": a question the sender wants to ask.
  if (
    // ("pilot in a few stores near ames?": a question mark after no question word is a hope, read below.)
    (/\?$/.test(first.trim()) && QUESTION_START.test(first)) ||
    /^(?:[Ww]ould|[Cc]ould|[Cc]an|[Ww]ill|[Ii]s|[Aa]re|[Dd]oes|[Dd]o)\s+(?:he|she|they|you|\p{Lu}\p{Ll}+)(?![\p{L}])/u.test(
      first,
    )
  )
    return { kind: 'question', text: asPhrase(first.replace(/\?+$/, '')), subject: 'I', more };
  // "hoping he'd consider me for the role": a hope with its own clause, said as the sender's.
  const hoping =
    /^(?:(?:i['’]?m|we['’]?re|i am|we are)\s+)?hoping\s+(?!to\b)((?:he|she|they|you|\p{Lu}\p{Ll}+)\b.+)$/iu.exec(first);
  if (hoping)
    return { kind: 'clause', text: `${/^we/i.test(first) ? "We're" : "I'm"} hoping ${hoping[1]}`, subject: 'I', more };
  // "would love 15 min of her thoughts", "want to see if Greyline would lead": the writer's wish, said as it was typed.
  if (WISH.test(first))
    return { kind: 'wish', text: first.replace(/^(?:i|we)\s+/i, ''), subject: /^we\b/i.test(first) ? 'we' : 'I', more };
  // "Present our pilot results and ask about …": a purpose verb typed with a capital, which the tagger
  // can read as an adjective or a name.
  // A meeting word with its object ("interview her for 45 min") is the verb too.
  if (
    (/^\p{Lu}\p{Ll}+\s+(?:our|my|the|a|an|your|their|some|this)\b/u.test(first) && PURPOSE_VERB.test(first)) ||
    MEETING_VERB.test(first)
  )
    return { kind: 'verb', text: lowerFirst(first, (w) => w === w.toUpperCase()), subject: 'I', more };
  const phrase = readPhrase(first);
  // "co-marketing with their brand", "cross-selling in their stores": an activity, talked about.
  // "leading hand or supervisor role from February", "grad trainee post": a job, asked about.
  if (
    JOB.test(first) &&
    // ("set up a paid internship pipeline": a verb and its object, not a job.)
    !/^\p{Ll}+(?:\s+(?:up|out|in|on|off|down|together))?\s+(?:a|an|the|our|my|their|your)\s/u.test(first) &&
    !MEETING.test(first) &&
    !ADVICE.test(first) &&
    !readsAsVerb(first) &&
    !PURPOSE_VERB.test(first) &&
    !PREFIX.test(first) &&
    phrase.shape !== 'clause'
  )
    return {
      kind: 'verb',
      text: `ask about ${/^(?:a|an|the|any|your|their|his|her)\s/i.test(first) ? first : withArticle(readPhrase(first))}`,
      subject: 'I',
      more,
    };
  const compound = /^(\p{L}+-)(\p{L}+ing)$/u.exec(phrase.tokens[0]?.text ?? '');
  if (compound && !/^(?:DET|PRON|NUM)$/.test(phrase.tokens[1]?.pos ?? ''))
    return { kind: 'topic', text: first, subject: 'I', more };
  // "co-hosting a webinar with them": the verb of the compound ("co-host a webinar").
  if (compound) {
    const base = tokenize(compound[2] ?? '')[0]?.lemma ?? '';
    if (base && !base.endsWith('ing'))
      return { kind: 'verb', text: `${compound[1]}${base}${first.slice(compound[0].length)}`, subject: 'I', more };
  }
  const verb = phrase.shape === 'verb' && !participleBeforeNoun(phrase.tokens);
  if (verb && phrase.tokens[0]?.pos !== 'PROPN')
    return { kind: 'verb', text: lowerFirst(first, (w) => w === w.toUpperCase()), subject: 'I', more };
  // "shadow a cupping session": a verb and its object, though the object names a meeting.
  if (!/^\S+\s+of\b/i.test(first) && readsAsVerb(first) && !MEETING_HEAD.test(first))
    return { kind: 'verb', text: lowerFirst(first, (w) => w === w.toUpperCase()), subject: 'I', more };
  if (MEETING.test(first)) return { kind: 'meeting', text: first, subject: 'I', more };
  if (ADVICE.test(first)) return { kind: 'advice', text: first, subject: 'I', more };
  if (verb) return { kind: 'verb', text: first, subject: 'I', more };
  // ("funding to expand to 20 more schools": an -ing word the lemmatiser keeps is a noun, talked about,
  // not a verb; "I'd like to funding to expand" in set20.)
  if (phrase.shape === 'gerund' && !/^\p{L}+ing\b/u.test(gerundToVerb(phrase)))
    return { kind: 'verb', text: gerundToVerb(phrase), subject: 'I', more };
  if (phrase.shape === 'clause') return { kind: 'clause', text: first, subject: 'I', more };
  // A purpose is usually an infinitive: "supply plates for the new place" is read after "to".
  // "demo of our payroll module", "review of our deck": a word followed by "of" is a noun.
  const ofNoun = /^\S+\s+of\b/i.test(first);
  if (!ofNoun && (readsAsVerb(first) || (PURPOSE_VERB.test(first) && /^\S+\s+(?!and\b|or\b|&)/i.test(first))))
    return { kind: 'verb', text: lowerFirst(first, (w) => w === w.toUpperCase()), subject: 'I', more };
  return { kind: 'topic', text: first, subject: 'I', more };
}
