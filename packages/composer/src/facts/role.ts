/** The stored profile's job title and company as one phrase: "Co-founder & CEO", "Tallyroot" -> "co-founder and CEO of Tallyroot". */
import { NATIONALITY } from '../language/forms';
import { capitaliseName } from '../language/names';
import { isKnownWord, tokenize } from '../language/nlp';
import { ORG_KINDS } from '../language/phrase';
import { isPlace } from '../language/places';
import { article, clean, expandShorthand } from '../language/text';

/** Title words written lower case mid-sentence; acronyms (CEO, VP) and names keep their capitals. */
export const COMMON_TITLE_WORD =
  /^(?:co-?founder|founder|head|director|manager|engineer|senior|staff|principal|lead|partner|associate|assistant|professor|vice|president|chief|officer|analyst|consultant|designer|developer|product|marketing|sales|growth|operations|executive|managing|general|owner|researcher|scientist|student|candidate|teacher|nurse|doctor|lawyer|attorney|accountant|advisor|adviser|investor|specialist|coordinator|administrator|architect|editor|writer|producer|recruiter|strategist|intern|fellow|member|chair|partnerships|operations|procurement|purchasing|admissions|programs|programmes|talent|strategy|security|accessibility|epidemiologist|economist|psychologist|physicist|chemist|biologist|engineer|account|accounts|program|programme|project|community|customer|business|development|finance|research|data|software|hardware|engineering|design|content|communications|policy|legal|counsel|clinical|medical|nursing|science|technology|technical|field|regional|national|global|junior|chief|deputy|associate|adjunct|visiting|postdoctoral|postdoc|fractional|freelance|independent|public|private|sector|board|enterprise|commercial|people|human|resources|office|client|services|service|support|success|brand|creative|editorial|quality|supply|chain|logistics|plant|store|line|site|school|district|city|county|state|youth|family|music|film|trial|litigation|tax|audit|insurance|risk|compliance|investment|portfolio|venture|acquisition|acquisitions|corporate|payments|platform|infrastructure|systems|solutions|mobile|web|frontend|backend|full-stack|fullstack|stack|machine|learning|learning|digital|social|media|events|event|fundraising|volunteer|outreach|education|learning|care|health|safety|facilities|construction|superintendent|foreman|buyer|chef|sous-chef|cook|sommelier|pastor|coach|captain|pilot|dean|mayor|judge|clerk|agent|broker|vet|surgeon|midwife|paramedic|merchant|merchandising|category|territory|area|country|vice-president|host|co-host|of|and|the|for|in|on|at)$/i;

export function lowerTitle(text: string): string {
  // Only the title is written in lower case; the organisation after "at", "of" or a comma keeps its capitals.
  // "head of Partnerships": a department after "of" is part of the title.
  // ("teacher in Quezon City for 6 years": a place keeps its capitals whatever follows it.)
  // ("senior eng on King County Metro's transit data team": a team named after "on" keeps them too;
  // "on king county Metro's" in session 22's proofreading.)
  const cut =
    /,\s|\s(?:at|for|with|@)\s|\son\s(?:the\s)?(?=\p{Lu})|\sin\s(?=\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)*(?:[,.;]|$|\s(?:for|since|with|from|until|and)\b))|\sof\s(?!(?:\p{Lu}\p{Ll}+\s?)?(?:Partnerships|Sales|Marketing|Engineering|Product|Design|Operations|Finance|People|Growth|Research|Education|Accessibility|Communications|Development|Strategy|Policy|Talent|Content|Data|Security|Procurement|Purchasing|Admissions|Programs|Programmes)\b|(?:\p{Lu}\p{Ll}+\s)?(?:Analytics|Construction|Production|Distribution|Transportation|Administration|Logistics|Economics|Robotics|Informatics|Compliance|Governance|Assurance|Management|Recruitment|Recruiting|Merchandising|Manufacturing|Nursing|Accounting|Lending|Underwriting|Publishing|Technology|Sustainability|Community|Quality|Diversity|Innovation|Acquisition|Experience|Success|Relations|Responsibility|Impact|Insights|Infrastructure|Revenue|Support|Facilities|Ecommerce|E-commerce|Outreach|Philanthropy|Investments|Legal|Risk|Audit|Treasury|Safety|Medicine|Surgery|Cardiology|Oncology|Pediatrics|Paediatrics|Radiology|Pharmacy|Brand|Editorial|Photography|Events|Sponsorship|Fundraising|Training|Learning)(?:\s(?:at|for|with|in)\s|[,.;]|$))/u.exec(
      text,
    );
  const title = cut ? text.slice(0, cut.index) : text;
  return lowerWords(title) + (cut ? text.slice(cut.index) : '');
}

/** Every common title word in lower case: "Head of Growth" -> "head of growth", "VP Sales" keeps "VP". */
export function lowerWords(title: string): string {
  return (
    title
      .replace(/\s+[&+]\s+/g, ' and ')
      .replace(/(?<=\p{L})\s*\/\s*(?=\p{L})/gu, ' and ')
      .split(' ')
      // A job noun typed with a capital ("Composer", "Epidemiologist") is written in lower case mid-sentence.
      .map((w) =>
        (COMMON_TITLE_WORD.test(w) || /^\p{Lu}\p{Ll}{3,}(?:er|or|ist|ian|ant|ent)$/u.test(w) || commonWord(w)) &&
        w !== w.toUpperCase() &&
        // ("Ukrainian ceramicist": a people's name keeps its capital; "a ukrainian" in set29's reading.)
        !NATIONALITY.test(w)
          ? w.toLowerCase()
          : w,
      )
      .join(' ')
  );
}

/** Titles typed straight before a workplace in a hurry: "cfo harbor & pine hotels", "co-owner qureshi textiles". */
const BARE_TITLE =
  /(^|[.;]\s+|\n|\/)(co-?owner|owner|co-?founder|founder|ceo|cfo|cto|coo|cmo|cpo|md|gm|president|managing director)\s+(?!(?:of|at|in|for|with|and|or|operator|to|since|from|\d)\b|[&+/])([\p{L}&' -]+?)(?=\s*(?:[,.;(]|\s[-—–]\s|$))/giu;
/** Words an organisation's name can end with when typed in lower case: "hotels", "textiles". */
const ORG_TAIL =
  /^(?:hotels?|textiles?|foods?|farms?|labs?|group|co|company|studios?|ventures|capital|partners|clinics?|hospitals?|systems|media|logistics|brewing|coffee|bakery|builders?|construction|consulting|realty|properties|motors|health|bank|trust|foundation|school|academy|collective|works|supply|supplies|goods|apparel|boards|brands?|markets?|stores?|restaurants?|kitchens?|homes|energy|solar|tech|software|digital|design|architects)$/i;

/**
 * "cfo harbor & pine hotels" -> "CFO at Harbor & Pine Hotels": a title typed straight before its
 * workplace, with no "at" or "of", when what follows reads as a name (a word the language model
 * does not know, an "&", or a word organisations end with); the name gets its capitals.
 */
export function titleBeforeOrg(text: string): string {
  return text.replace(BARE_TITLE, (all, lead: string, title: string, org: string) => {
    const words = org.trim().split(/\s+/);
    const named =
      words.length <= 5 &&
      (words.includes('&') ||
        words.some((w) => /^\p{L}/u.test(w) && !isKnownWord(w)) ||
        ORG_TAIL.test(words.at(-1) ?? ''));
    if (!named) return all;
    const name = words
      .map((w, i) =>
        i > 0 && /^(?:of|and|the|de|da|del|von|van)$/i.test(w)
          ? w.toLowerCase()
          : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      )
      .join(' ');
    const lower = title.toLowerCase();
    const said = /^(?:ceo|cfo|cto|coo|cmo|cpo|md|gm)$/.test(lower) ? lower.toUpperCase() : title;
    return `${lead}${said} ${/founder|owner|president|director|ceo/.test(lower) ? 'of' : 'at'} ${name}`;
  });
}

/** "City of Maple Falls", "University of Leeds": an organisation named "X of Y" takes "the" in a sentence. */
export const theIfNeeded = (org: string) =>
  /^(?:University|City|County|Town|State|Province|Department|Institute|Museum|Bank|Port|Ministry|Office) of\b/.test(
    org,
  ) ||
  // "the Saguaro County Office of Emergency Management", "the Kano State History and Culture Bureau".
  /^(?:\p{Lu}\p{Ll}+\s+)+(?:Office|Department|Ministry|Bureau|Directorate|Agency|Board|Commission) of\b/u.test(org)
    ? `the ${org}`
    : org;

export function readRole(jobTitle: string | undefined, company: string | undefined): string | undefined {
  // ("cofounder/ceo": the title's shorthand and acronyms written out, "co-founder and CEO", as in the bio.)
  const title = expandShorthand(clean(jobTitle).replace(/(?<=\p{L})\/(?=\p{L})/gu, ' and ')).replace(/[.,;]+$/, '');
  const org = company ? theIfNeeded(company) : undefined;
  if (title && org)
    return `${lowerWords(title)} ${/founder|ceo|owner|president|chair|host|editor-in-chief/i.test(title) ? 'of' : 'at'} ${org}`;
  if (title) return lowerWords(title);
  if (org) return `at ${org}`;
  return undefined;
}

/** "Mortgage", "Pastry": a capitalised word the tagger reads as a common word once lower-cased, and not a people or language. */
function commonWord(word: string): boolean {
  // "Sherbrooke", "Galway": a word the model does not know is a name, and keeps its capital.
  if (!/^\p{Lu}\p{Ll}+$/u.test(word) || NATIONALITY.test(word) || !isKnownWord(word)) return false;
  const [token] = tokenize(word.toLowerCase());
  return !!token && (token.pos === 'NOUN' || token.pos === 'ADJ');
}

/** A word a job title is made of: "Medical", "director", "HR", "Features", "editor". */
const isTitleWord = (w: string) =>
  (COMMON_TITLE_WORD.test(w) && !/^(?:of|and|the|for|in|on|at)$/i.test(w)) ||
  /^[A-Z]{2,4}$/.test(w) ||
  /^\p{L}{3,}(?:er|or|ist|ian)s?$/iu.test(w);
/** Words an organisation's name keeps in lower case: "Institute of Education", "Bank for Farmers". */
const NAME_JOINER = /^(?:of|and|&|de|du|da|do|la|le|for|the|y|e|di|van|von)$/;
const ORG_KIND_END = new RegExp(
  `^(?:${ORG_KINDS}|chain|business|farm|bakery|startup|nonprofit|co-?op|network)s?$`,
  'i',
);

/** "Medical director", "Features editor", "CEO & co-founder", "Head of Ops": a job title, typed before a comma. */
function isJobTitle(title: string): boolean {
  // ("Category buyer for coffee and tea": a job and what it is for.)
  const forField = /^(.+?)\s+for\s+[\p{L}&]+(?:\s+[\p{L}&]+){0,3}$/u.exec(title.trim());
  if (forField) return isJobTitle(forField[1] ?? '');
  const words = title.trim().split(/\s+/);
  // (The last word names the job; the words before it can be anything.)
  if (/^(?:head|director|vp|chief|manager|lead)\s+of\s+\p{L}+(?:\s+\p{L}+)?$/iu.test(title.trim())) return true;
  return words.length <= 4 && isTitleWord(words.at(-1) ?? '') && words.every((w) => /^(?:[\p{L}.-]+|&)$/u.test(w));
}

/**
 * ("Coolgrid (Singapore)", "Bramble Bakery, Hebden Bridge": a place the list lacks is still a place
 * when it is a name of up to three words that does not end as an organisation's does.)
 */
const placeLike = (x: string) =>
  isPlace(x) ||
  (/^\p{Lu}[\p{Ll}'’]+(?:[- ](?:\p{Lu}[\p{Ll}'’]+|on|upon|en|sur|le|la|de|am|an|in|the|under)){0,4}$/u.test(x) &&
    !ORG_KIND_END.test(x.split(/[- ]/).at(-1) ?? ''));

/** An organisation's name as typed: capitalised words, with "of", "&" and the like inside. */
const namedOrg = (org: string) => {
  const words = org.trim().split(/\s+/);
  return (
    words.length <= 7 &&
    /^\p{Lu}/u.test(words[0] === 'the' ? (words[1] ?? '') : (words[0] ?? '')) &&
    words.every((w) => /^[\p{Lu}\d]/u.test(w) || NAME_JOINER.test(w))
  );
};

/**
 * "Research Scientist, Speech & Language team, Lingotel (London)", "Lead, AMR research group, University
 * of Bath", "Commissioning editor, food & drink, Pellworth Books": a title, the team or field, and the
 * organisation ("who is a research scientist, a speech and language team and a lingotel (London)" in
 * set22's proofreading). Said as "on the Speech & Language team at Lingotel in London", "of the AMR
 * research group at the University of Bath", "for food & drink at Pellworth Books".
 */
function titleTeamOrg(text: string, title: string): string | undefined {
  const m =
    /^[^,]+,\s+([^,()]{2,40}?),\s+((?:the\s+)?\p{Lu}[^,()]*?)(?:\s+\((\p{Lu}[\p{L}'’. -]{1,30}?)\)|,\s+(\p{Lu}[\p{L}'’. -]{1,30}?))?(?=\s*(?:$|[.(;]|\s[-—–]\s))/u.exec(
      text,
    );
  if (!m) return undefined;
  const [all, team = '', org = '', bracketed, placed] = m;
  const place = bracketed ?? placed;
  // ("Partner, Monsoon Climate Fund, Singapore": a name then a place is the two-part form.)
  if (isPlace(org.trim()) || !namedOrg(org) || (place && !placeLike(place))) return undefined;
  // ("Owner, Pritchard's Books, Hay-on-Wye": a name then a place is the two-part form.)
  if (namedOrg(team) && placeLike(org.trim())) return undefined;
  const where = place ? ` in ${place}` : '';
  const t = title.trim();
  const unit = /\b(?:team|group|lab|unit|department|dept|division|desk|programme|program|service)$/i.test(team.trim());
  const heads = /\b(?:lead|head|director|chair|manager|principal|coordinator|dean|professor|prof\.?)$/i.test(t);
  // ("PhD candidate, materials science, KAIST": one studies or works in a field.)
  const inField =
    /\b(?:student|candidate|researcher|scientist|postdoc|fellow|lecturer|engineer|analyst|specialist)$/i.test(t);
  // ("Lead, AMR research group": "leads the AMR research group"; the tagger reads a "Lead of …" as a verb.)
  const joined =
    unit && /^(?:lead|head)$/i.test(t)
      ? `leads the ${team.trim()}`
      : unit
        ? `${t} ${heads ? 'of' : /\b(?:team|desk)$/i.test(team) ? 'on' : 'in'} the ${team.trim()}`
        : `${t} ${heads ? 'of' : inField ? 'in' : 'for'} ${team.trim()}`;
  return `${joined} at ${theIfNeeded(org.trim())}${where}${text.slice(all.length)}`;
}

/**
 * "Medical director, Haliburton Family Health Team", "Director, Fjell Arkitekter, Oslo - mass timber
 * schools", "owner, 6-practice dental group, Munich": the headline form of a job, a title and its
 * workplace after a comma, said as a phrase ("director at Fjell Arkitekter in Oslo - …", "owner of
 * a 6-practice dental group in Munich"). set20's readers marked seven of thirty asks built from it
 * ("a medical director (Haliburton family health Team)", "Ingrid is director, a fjell arkitekter").
 * Anything that is not plainly a title and a name is left as typed.
 */
export function titleCommaOrg(text: string, { focus = true }: { focus?: boolean } = {}): string {
  // "category manager, bakery at Longo's": the department typed after the title names the job, "the
  // bakery category manager at Longo's" ("a category manager, bakery at Longo's?" in session 24).
  const department =
    /^((?:[\p{Ll}-]+\s+){0,2}(?:manager|buyer|director|lead|head|officer|editor|producer|coordinator|specialist))\s*,\s+(\p{Ll}[\p{Ll}&-]*(?:\s+\p{Ll}[\p{Ll}&-]*)?)\s+(at|for)\s+(?=\p{Lu})/u.exec(
      text,
    );
  if (
    department &&
    !/\b(?:mostly|mainly|now|currently|previously|formerly|former|ex|based|working|also|and|or|the|a|an|my|our)\b/.test(
      department[2] ?? '',
    ) &&
    // (A department is a noun: "account manager, happy at Acme" is how they feel.)
    tokenize(department[2] ?? '').every((t) => t.pos === 'NOUN')
  )
    return `${department[2]} ${department[1]} ${department[3]} ${text.slice(department[0].length)}`;
  // ("Category buyer coffee & tea, Marktgroen": the field typed after the job is what the job is for.)
  const titleField =
    /^((?:[\p{L}-]+\s+){0,2}(?:buyer|editor|manager|officer|specialist|consultant|producer|curator|coordinator|writer|reporter))\s+(?!(?:for|of|at|in|and|on)\b)((?:[\p{Ll}&]+\s*){1,4}?)(?=,)/iu.exec(
      text,
    );
  if (titleField && !isJobTitle(`${titleField[1]} ${titleField[2]}`.trim()))
    return titleCommaOrg(`${titleField[1]} for ${titleField[2]?.trim()}${text.slice(titleField[0].length)}`, { focus });
  const typedTitle = /^([^,()\d]{2,40}?),/u.exec(text)?.[1] ?? '';
  const withTeam = isJobTitle(typedTitle) ? titleTeamOrg(text, typedTitle) : undefined;
  if (withTeam) return withTeam;
  const m =
    /^([^,()\d]{2,40}?),\s+((?:the\s+)?[\p{L}\d][^,()]*?)(?:\s+\((\p{Lu}[\p{L}'’. -]{1,30}?)\)|,\s+(\p{Lu}[\p{L}'’. -]{1,30}?))?(?=\s*(?:$|[.(;]|\s[-—–]\s))/u.exec(
      text,
    );
  if (!m) return text;
  const [all, title = '', org = '', bracketed, placed] = m;
  const place = bracketed ?? placed;
  if (!isJobTitle(title)) return text;
  if (place && !placeLike(place)) return text;
  const orgWords = org.trim().split(/\s+/);
  // "the director of Fjell Arkitekter", but "the HR director at Pennine Retail Group".
  // ("the programme director of Ubuntu Reading Circles", "co-founder and CTO of Loopfibre": the one
  // who heads or owns it; "an HR director of …" reads as well as "at".)
  const of =
    /\b(?:owner|founder|ceo|president|chair|head|principal|director)$/i.test(title.trim()) ||
    /\b(?:co-?owner|co-?founder|founder|owner)\b/i.test(title);
  // "Cellist, Haneul String Quartet": a player is "with" an ensemble.
  const ensemble = /\b(?:quartet|quintet|trio|orchestra|band|choir|ensemble|sinfonia|philharmonic)$/i.test(org.trim());
  // "Fjell Arkitekter - mass timber schools": what the workplace does, typed after a dash, is its focus
  // ("who is an industrial decarb" in set20).
  const rest = focus
    ? text.slice(all.length).replace(/^\s+[-—–]\s+(\p{Ll}[\p{Ll}\s-]*?)(?=\s*(?:[,.;]|$))/u, (dash, what: string) => {
        if (tokenize(what).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return dash;
        // ("Kühn Gitarren - specialist classical guitar dealer": what the workplace is, with its article.)
        const last = what.trim().split(/\s+/).at(-1) ?? '';
        // (A plural, "mass timber schools", is what it focuses on.)
        if (/[^s]s$/.test(last)) return `, which focuses on ${what}`;
        if (
          ORG_KIND_END.test(last) ||
          /(?:er|or|ist)s?$/.test(last) ||
          /^(?:marketplace|app|platform|startup|brand|label|publisher|maker)s?$/.test(last)
        )
          return `, ${article(what)} ${what}`;
        return `, which focuses on ${what}`;
      })
    : text.slice(all.length);
  const where = place ? ` in ${place}` : '';
  // "Director, Oslo": a place alone is where, not the workplace.
  if (isPlace(org)) return place ? text : `${title} in ${org}${rest}`;
  // ("superintendent, millbrook unified": a name typed in lower case starts with a word the lexicon
  // does not know; set24 lost it, "a superintendent.")
  const lowerName = /^\p{Ll}+(?:\s+\p{Ll}+){0,3}$/u.test(org.trim()) && !isKnownWord(orgWords[0] ?? '');
  const named = namedOrg(org) || lowerName;
  if (named && ensemble && !of) return `${title} with ${/^the\s/i.test(org) ? '' : 'the '}${org}${where}${rest}`;
  if (named) return `${title} ${of ? 'of' : 'at'} ${lowerName ? capitaliseName(org.trim()) : org}${where}${rest}`;
  // "6-practice dental group": a workplace described, not named, takes its article.
  const described =
    orgWords.length <= 5 &&
    orgWords.every((w) => /^[\p{Ll}\d]/u.test(w)) &&
    ORG_KIND_END.test(orgWords.at(-1) ?? '') &&
    !/^(?:a|an|the|my|our|his|her|their)$/i.test(orgWords[0] ?? '') &&
    // ("vet, owns maple hollow animal clinic": what they do, not a workplace described.)
    tokenize(`it ${orgWords[0]}`)[1]?.pos !== 'VERB';
  const a = article(org);
  // ("owner, 6-practice dental group": "owns a 6-practice dental group", not "an owner of a …".)
  if (described && /^(?:co-?)?owner$/i.test(title.trim()))
    return `the ${title.trim().toLowerCase()} of ${a} ${org}${where}${rest}`;
  if (described) return `${title} ${of ? 'of' : 'at'} ${a} ${org}${where}${rest}`;
  return text;
}

/**
 * "director of engineering at an EV startup in Munich (Voltwerk)", "founder of new e-cargo bike brand in
 * Copenhagen (Kargo)": a firm described, then named in brackets, is said by its name first ("at
 * Voltwerk, an EV startup in Munich"); session 24's proofreading read the name left after a comma
 * ("…, Voltwerk?") as an afterthought in 6 of 30 messages. Only a description that ends in a kind
 * of organisation (and its town), with nothing after the bracket in its clause, and a name that is no
 * place (placeInBrackets says those) nor letters standing for the description ("(FPOs)").
 */
export function nameInBrackets(text: string): string {
  return text.replace(
    /\b(at|of|for|with|joined|founded|from) (?:(a|an|the) )?(?!(?:a|an|the) )((?:(?!(?:at|of|for|with|in|on|by|a|an|the|and|or)\b)[\p{L}\p{N}-]+ ){0,5}?(?:startup|start-up|company|brand|firm|agency|studio|lab|fund|shop|restaurant|bakery|hotel|charity|nonprofit|platform|app|importer|distributor|roaster|manufacturer|producer|label|publisher|practice|clinic|chain|network|marketplace|co-op|cooperative|winery|brewery|consultancy|retailer|supplier|maker)(?: in \p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)?) \((\p{Lu}[\p{L}\p{N}'’&. -]{1,40})\)(?=\s*(?:[.,;:!?]|$))/gu,
    (typed: string, before: string, det: string | undefined, what: string, name: string) => {
      // (Nor a stage or a label: "(Series B)", "(Stealth)", "(YC W21)", "(SaaS)", "(B Corp)".)
      if (isPlace(name.trim()) || !/\p{Ll}/u.test(name) || /\d/.test(name) || STAGE_OR_LABEL.test(name.trim()))
        return typed;
      const the = det === 'the' && /^(?:biggest|largest|leading|first|only|main|best|oldest|top)\b/.test(what);
      // ("at the company (Acme)": a bare kind, or one already known to the reader, says nothing more.)
      if ((det === 'the' && !the) || !/\s/.test(what)) return typed;
      return `${before} ${name.trim()}, ${the ? 'the' : article(what)} ${what}`;
    },
  );
}

/** What a bracket after a firm's description says of it that is no name. */
const STAGE_OR_LABEL =
  /^(?:series\s+[a-e]|seed|pre-?seed|stealth(?:\s+mode)?|yc\b|b\s?corp|saas|b2b|b2c|big\s+four|fund\s+[ivx]+|public|private|listed|acquired|remote|hybrid|bootstrapped|profitable)\b/i;

/**
 * "principal of Ridgeview Secondary (Surrey, BC)", "head sommelier at Le Comptoir Vert (Lyon)": a place
 * in brackets after a name is where it is ("… Ridgeview Secondary in Surrey, BC"); set22's proofreading
 * marked the brackets as pasted. Only a place the list knows, with its region after a comma.
 */
export function placeInBrackets(text: string): string {
  // (Only a name after "at", "of", "for", "with" or "in": after a dash the bio's own reading places it.)
  return text.replace(
    /\b(at|of|for|with|in)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’&.-]*|of|de|du|da|&|and))*)\s+\((\p{Lu}[\p{L}'’. -]+?)(,\s*\p{Lu}[\p{L}. ]{1,20})?\)/gu,
    (m, before: string, name: string, place: string, region: string | undefined) =>
      !isPlace(place)
        ? m
        : // ("in Cafayate (Salta)": a town's region after a comma, "in Cafayate, Salta".)
          before === 'in' || isPlace(name)
          ? `${before} ${name}, ${place}${region ?? ''}`
          : `${before} ${name} in ${place}${region ?? ''}`,
  );
}
