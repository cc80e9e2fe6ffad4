/**
 * Word lists behind the shape heuristics (classify.ts), kept as plain text so they are easy to
 * read and extend. Lower case, apostrophes as typed with a straight quote.
 */
const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');

/** Words that open a sentence with its own subject. */
export const SUBJECT_WORDS = words(`
i i'm i've i'd i'll we we're we've we'd we'll you you're you've you'd he she they he's she's
they're they've it it's this that there there's both everyone nobody someone
`);

/** Common verbs, base and past forms, that open a verb phrase ("met at SaaStr", "runs ops"). */
export const VERB_BASES = words(`
be is was are were has have had run lead head manage know work build found co-found cofound start
own oversee invest write teach study host advise sit serve help meet met explore discuss learn get
ask raise hire sell pitch compare share talk chat understand apply partner collaborate invite
interview join find see hear pick brainstorm introduce present show demo seek request connect catch
swap trade exchange review validate test co-author speak fundraise recruit offer propose grab buy
license integrate sponsor go went play studied worked sat grew grow grown spoke ran led built wrote
taught sold bought took take make made do did give gave bring brought send sent use used create
design launch scale expand enter move ship close secure land win won book set figure think thought
plan research evaluate assess benchmark map source hire staff onboard pilot trial open keep kept
live lived attend attended organise organize coach mentor mentored supervise represent handle cover
report edit publish volunteer volunteered shared co-founded cofounded founded started owns invested
advised hosted coached interned overlapped graduated know knew hung climbed trained competed
presented spent came come reach get got became become just recently previously currently also once
still understands need needs want wants hope love like
`);

/** Words that are as often nouns (job titles, things) as verbs. */
export const NOUN_OR_VERB = words(`
partner head lead host coach mentor design research source trial pilot staff book map test review
demo trade land ship cover report edit plan set open close present request product founder advisor
sponsor volunteer study exchange pitch win use help work share offer chat talk scale interview
license
`);

/** Role words: a bio that is only a label ("Builder.", "Senior Rails engineer") follows the name. */
export const ROLE_WORDS_LIST = words(`
founder co-founder cofounder builder engineer designer developer investor operator student
researcher consultant advisor adviser writer marketer freelancer entrepreneur recruiter coach
teacher lawyer architect analyst scientist owner partner maker product manager director lead head
ceo cto coo cfo vp
`);
