/**
 * How the sender says their tie to the introducer is weak, typed as an aside: "tbh we barely talk
 * since", "honestly barely know her", "…, not super close tbh". The target reading the note has no
 * use for it (both set12 readers marked "not super close to be honest" in the note as the wrong
 * tone), but the introducer does: the message to them acknowledges it, as the reference writers do
 * ("I know it's been a while since we spoke").
 */

/** "distant": they hardly know each other; "lapsed": they knew each other and have not spoken since. */
export type Tie = 'distant' | 'lapsed';

const LAPSED =
  /\b(?:barely|hardly|rarely|seldom|haven['’]?t|have not|not)\s+(?:really\s+)?(?:talk(?:ed)?|spoken|spoke|been in touch|kept in touch|in touch)\b|\blost touch\b|\b(?:it['’]s|it has) been (?:a while|years|ages)\b/i;
const DISTANT =
  /\bnot\s+(?:super|that|very|really|particularly|terribly|all that)?\s*close\b|\b(?:barely|hardly|don['’]?t really|do not really)\s+know\s+(?:him|her|them|each other)\b|\bdon['’]?t know (?:him|her|them|each other) (?:that |very |too |all that )?well\b/i;
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
    // A piece that is only the aside ("we barely talk since", "barely know her") goes whole.
    const parts = text.split(/,\s+/);
    const kept = parts.filter((part) => {
      const kind = LAPSED.test(part) ? 'lapsed' : DISTANT.test(part) ? 'distant' : undefined;
      // ("we were close until she moved" says more than the aside: only short asides go.)
      if (!kind || part.split(/\s+/).length > 7) return true;
      tie ??= kind;
      return false;
    });
    if (kept.length > 0) out.push(kept.join(', '));
  }
  return { pieces: out, tie };
}
