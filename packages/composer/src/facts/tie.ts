/**
 * How the sender says their tie to the introducer is weak, typed as an aside: "tbh we barely talk
 * since", "honestly barely know her", "…, not super close tbh". The target reading the note has no
 * use for it (both set12 readers marked "not super close to be honest" in the note as the wrong
 * tone), but the introducer does: the message to them acknowledges it, as the reference writers do
 * ("I know it's been a while since we spoke").
 */

/**
 * "distant": they hardly know each other; "lapsed": they knew each other and have not spoken since;
 * "once": they have met once ("we met once at the forum in Lyon"), which the note still tells.
 */
export type Tie = 'distant' | 'lapsed' | 'once';

/** "met once at …", "only met the once", "met briefly at a workshop": one meeting, kept as the story it is. */
const ONCE =
  /\b(?:only\s+)?met\s+(?:just\s+|only\s+)?(?:once|the once|one time|briefly)\b|\bone[- ]off\s+(?:meeting|chat|call)\b/i;

/** "we barely talk since", "haven't spoken in years": not "we haven't talked about this yet". */
const LAPSED =
  /(?:,\s*|\s+(?:but|and|though)\s+)?\b(?:we\s+)?(?:barely|hardly|rarely|seldom|haven['’]?t|have not|not)\s+(?:really\s+)?(?:talk(?:ed)?|spoken|spoke|been in touch|kept in touch)(?=\s*$|\s+(?:since|much|in (?:a while|ages|years|months|\d+|like)|for (?:a while|ages|(?:several|many|a few|some|a couple of)\s+years|years|months|\d+)|apart from|except|other than|besides))(?:\s+(?:since\b[^,;]*|much|(?:in|for)\s+[^,;]+|(?:apart from|except|other than|besides)\b[^,;]*))?(?=\s*(?:[,;]|$))/i;
/**
 * "Katrin may not remember me immediately", "so he may need a reminder": said for the introducer, who
 * is the one to be reminded; never in the note (set18's readers marked both as a hard rule broken).
 */
const FORGETS =
  /(?:,\s*|^)(?:so\s+)?(?:\p{Lu}[\p{L}'’-]*|he|she|they)\s+(?:may|might|probably|prob|likely|won['’]?t|will not)\s+(?:not\s+)?(?:need a reminder|remember me|recall me|place me)\b[^,;]*/iu;
/** "not super close", "(not close)", "barely know her": the aside, with the word that joined it. */
const DISTANT =
  /(?:,\s*|\s+(?:but|and|though)\s+|\s+)?\(?\b(?:(?:we['’]re|we are)\s+)?(?:not\s+(?:super|that|very|really|particularly|terribly|all that)?\s*close|(?:barely|hardly|don['’]?t really|do not really)\s+know\s+(?:him|her|them|each other)|don['’]?t know (?:him|her|them|each other) (?:that |very |too |all that )?well)\b\)?/i;
/** What the sender says of the introducer's kindness, or of their promise to help: for the introducer only. */
const PRAISE =
  /(?:,\s*|\s+(?:and|but|so)\s+|^)(?:(?:she|he|they)(?:['’]s been|['’]s|\s+is|\s+was|\s+has been|\s+have been|\s+are|['’]ve been)\s+(?:always\s+)?(?:really\s+|super\s+|so\s+|very\s+|just\s+|incredibly\s+)?(?:great|lovely|amazing|awesome|helpful|supportive|the best|a legend|brilliant|wonderful|kind|nice|generous)\b[^,;.]*|(?:she|he|they)\s+(?:said|says|offered)\s+(?:(?:she|he|they)['’]?d\s+|to\s+)(?:be happy to\s+|love to\s+|gladly\s+)?(?:help|intro|introduce|connect)\b[^,;.]*)/giu;

/** Words that say the sender is being candid, not what the tie is. */
const CANDOUR =
  /^(?:to be honest|honestly|to be fair|truthfully|lol|haha)[,:\s]+|[,\s]+(?:to be honest|honestly|lol|haha)$/i;

/** The relationship's pieces without the candour and the weak-tie asides, and which tie they said. */
export function withoutTies(pieces: readonly string[]): { pieces: string[]; tie?: Tie } {
  let tie: Tie | undefined;
  const out: string[] = [];
  // ("lost touch for a few years, reconnected at the ATA conference": the tie is back; it is a story.)
  if (pieces.some((p) => /\b(?:reconnected|back in touch|caught up again|picked up again)\b/i.test(p)))
    return { pieces: [...pieces] };
  for (const piece of pieces) {
    let text = piece;
    for (let i = 0; i < 2; i++) text = text.replace(CANDOUR, '').trim();
    // ("college friend, to be honest we haven't talked in a while": candour inside the piece too.)
    // ("… in 2023, but to be honest I have only met him twice": after a conjunction it goes with no
    // comma of its own; "but , I have" reached the note in set14.)
    text = text
      .replace(/\b(but|and|so)\s+(?:to be honest|to be fair|truthfully)\b,?\s*/gi, '$1 ')
      .replace(/(?:,\s*)?\b(?:to be honest|to be fair|truthfully)\b,?/gi, ',')
      .replace(/,\s*,/g, ',')
      .replace(/\s+,/g, ',')
      .trim();
    // Only the aside goes: "family friend (not close)" keeps "family friend". A piece that was only
    // the aside ("we barely talk since", "honestly barely know her") goes whole.
    // ("… and she said she'd help", "he's super helpful": said to or of the introducer for them, not
    // for the target, who read both in the note in session 22's proofreading.)
    text = text
      .replace(PRAISE, '')
      .replace(/[\s,;]+$/, '')
      .trim();
    for (const [kind, pattern] of [
      ['lapsed', LAPSED],
      ['lapsed', FORGETS],
      ['distant', DISTANT],
    ] as const) {
      const m = pattern.exec(text);
      if (!m) continue;
      tie ??= kind;
      text = `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.replace(/[\s,;]+$/, '').trim();
    }
    text = text
      .replace(/^[\s,;]+|[\s,;]+$/g, '')
      // ("Lucas and I haven't spoken in years, but we were in the same class": "Lucas and I were in …".)
      .replace(/^((?:\p{Lu}[\p{L}'’.-]*\s+){1,3}and\s+I)\s*,?\s*(?:but|though)\s+we\b/u, '$1');
    // ("Lucas and I haven't spoken in years": what is left, "Lucas and I", is a subject with no verb.)
    if (/^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}and\s+(?:I|me)$/u.test(text)) continue;
    if (text.replace(/\b(?:we|i|honestly|so|but|and)\b/gi, '').trim() !== '') out.push(text);
  }
  // Set16's readers marked the message to an introducer met once as missing that acknowledgement.
  if (!tie && out.some((p) => ONCE.test(p))) tie = 'once';
  return { pieces: out, tie };
}
