/**
 * The plan shaped to what the style asks: terms left out, at most N sentences to the introducer, the
 * last paragraph dropped, at most N words, and always within the 4000-character limit (RUBRIC.md
 * hard rule 7). Whole sentences go, in SHED_ORDER; the ask never does.
 */
import { FORM_LIMITS } from '@introask/shared';
import { escapeRegExp, wordCount } from '../language/text';
import { type FactKey, KEPT_FROM_EXCLUDES, type Plan, type Sentence, SHED_ORDER } from './plan';
import { render } from './render';
import type { Style } from './style';

function withoutTerms(plan: Plan, excludes: readonly string[]): Plan {
  if (excludes.length === 0) return plan;
  const patterns = excludes.map((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}\\p{N}])`, 'iu'));
  // A link the user asked for stays whole, whatever words its address contains.
  const says = (text: string) => patterns.some((p) => p.test(text.replace(/https?:\/\/\S+/g, '')));
  const shape = (paragraph: Sentence[]) =>
    paragraph.flatMap((s) => {
      if (!says(s.text)) return [s];
      if (KEPT_FROM_EXCLUDES.has(s.fact)) return [{ ...s, text: s.bare && !says(s.bare) ? s.bare : s.text }];
      return [];
    });
  return { ...plan, body: plan.body.map(shape), note: plan.note && { ...plan.note, body: plan.note.body.map(shape) } };
}

function dropFact(plan: Plan, fact: FactKey, where: 'body' | 'note'): Plan {
  const drop = (ps: Plan['body']) => {
    const out = ps.map((p) => [...p]);
    for (let i = out.length - 1; i >= 0; i--) {
      const p = out[i] ?? [];
      const j = p.map((s) => s.fact).lastIndexOf(fact);
      if (j >= 0) {
        p.splice(j, 1);
        return { out, done: true };
      }
    }
    return { out, done: false };
  };
  if (where === 'body') {
    const r = drop(plan.body);
    if (r.done) return { ...plan, body: r.out };
  }
  if (where === 'note' && plan.note) {
    const r = drop(plan.note.body);
    if (r.done) return { ...plan, note: { ...plan.note, body: r.out } };
  }
  return plan;
}

/** Sentences as a reader counts them (the opt-in is one planned sentence written as two). */
const bodySentences = (plan: Plan) => plan.body.flat().reduce((n, s) => n + s.text.split(/(?<=[.?!])\s+/).length, 0);

function dropLastParagraph(plan: Plan): Plan {
  if (plan.note) {
    const body = [...plan.note.body];
    while (body.length && (body[body.length - 1]?.length ?? 0) === 0) body.pop();
    body.pop();
    return { ...plan, note: { ...plan.note, body } };
  }
  const body = [...plan.body];
  while (body.length && (body[body.length - 1]?.length ?? 0) === 0) body.pop();
  if (body.length > 1) body.pop();
  return { ...plan, body };
}

/** Sheds sentences until `fits` holds or nothing more can go; returns the plan and whether it fits. */
function shed(plan: Plan, fits: (p: Plan) => boolean, only?: 'body'): { plan: Plan; fits: boolean } {
  let current = plan;
  for (const { fact, where } of SHED_ORDER) {
    if (only && where !== only) continue;
    for (let guard = 0; guard < 20 && !fits(current); guard++) {
      const next = dropFact(current, fact, where);
      if (next === current) break;
      current = next;
    }
    if (fits(current)) return { plan: current, fits: true };
  }
  return { plan: current, fits: fits(current) };
}

export interface Fitted {
  plan: Plan;
  text: string;
  /** What the style asked that could not be met, in plain words. */
  unmet: string[];
}

export function fit(planned: Plan, style: Style): Fitted {
  const unmet: string[] = [];
  let plan = withoutTerms(planned, style.excludes);
  // A word that is part of the ask or of who the sender is stays; say so rather than pretend.
  const left = style.excludes.filter((t) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}\\p{N}])`, 'iu').test(
      render(plan).replace(/https?:\/\/\S+/g, ''),
    ),
  );
  for (const t of left) unmet.push(`I couldn't leave out "${t}": it is part of the ask or of who you are.`);
  if (style.dropLast) plan = dropLastParagraph(plan);
  if (style.maxSentences !== undefined) {
    const max = style.maxSentences;
    const r = shed(plan, (p) => bodySentences(p) <= max, 'body');
    plan = r.plan;
    if (!r.fits)
      unmet.push(
        `I couldn't get the note to your introducer down to ${max} sentence${max === 1 ? '' : 's'} without dropping the ask.`,
      );
  }
  if (style.maxWords !== undefined) {
    const max = style.maxWords;
    const r = shed(plan, (p) => wordCount(render(p)) <= max);
    plan = r.plan;
    if (!r.fits)
      unmet.push(
        `The shortest complete message I can write here is ${wordCount(render(plan))} words, over the ${max} you asked for.`,
      );
  }
  let text = render(plan);
  if (text.length > FORM_LIMITS.message) {
    const r = shed(plan, (p) => render(p).length <= FORM_LIMITS.message);
    plan = r.plan;
    text = render(plan);
  }
  return { plan, text, unmet };
}
