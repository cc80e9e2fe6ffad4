/**
 * The built-in writer: a generate request and the sender's profile -> facts -> plan -> text
 * (DESIGN.md "Message engine"). compose() writes a first draft; recompose() applies retry
 * instructions to the style the previous message was written with.
 */
import type { GenerateRequest, GenerateResponse, RegenerateRequest, SenderProfile } from '@introask/shared';
import { type Facts, gatherFacts } from './facts/facts';
import { buildPlan } from './plan/build';
import { fit } from './plan/fit';
import { defaultStyle, type Style } from './plan/style';
import { CONNECTION_MAX, CONNECTION_SHORT_MAX, connectionNote, directMessage, subjectOf } from './plan/variants';
import { inferStyle } from './retry/infer';
import { applyInstructions } from './retry/instructions';
import { summaryOf } from './summary';

function write(request: GenerateRequest, profile: SenderProfile, style: Style) {
  const facts = gatherFacts(request, profile);
  const fitted = fit(buildPlan(facts, style), style);
  return { facts, ...fitted };
}

/** The message and what goes with it: summary, subject line, the short versions to send elsewhere. */
function answer(facts: Facts, text: string, style: Style): GenerateResponse {
  return {
    content: text,
    summary: summaryOf(facts),
    subject: subjectOf(facts, style),
    versions: {
      direct: directMessage(facts, style),
      connection: connectionNote(facts, style, CONNECTION_MAX),
      connectionShort: connectionNote(facts, style, CONNECTION_SHORT_MAX),
    },
    style,
  };
}

export function compose(request: GenerateRequest, profile: SenderProfile): GenerateResponse {
  const style = defaultStyle(request.meta?.include_calendly === true);
  const { facts, text } = write(request, profile, style);
  return answer(facts, text, style);
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function recompose(request: RegenerateRequest, profile: SenderProfile): GenerateResponse {
  const includeCalendly = request.meta?.include_calendly === true;
  const previous = request.previous_message ?? '';
  // The style sent back with the request is the writer's own record; without it (an API client, or
  // text the user edited) the style is read from the previous text.
  const edited = request.style ? !same(write(request, profile, request.style).text, previous) && previous !== '' : true;
  const before = request.style && !edited ? request.style : inferStyle(previous, includeCalendly);
  const instructions = request.retry_instructions?.trim() ?? '';
  const reading = applyInstructions(instructions, before);
  const notes = [...reading.notes];

  // Each instruction that changed nothing is reported rather than silently ignored.
  let style = reading.style;
  const facts = gatherFacts(request, profile);
  const textOf = (s: Style) => fit(buildPlan(facts, s), s).text;
  const asked = textOf(style);
  for (const { clause, instruction } of reading.applied) {
    if (instruction.instruction === 'rephrase') continue;
    const without = reading.applied
      .filter((a) => a.instruction !== instruction)
      .reduce((s, a) => a.instruction.apply(s, a.instruction.pattern.exec(a.clause) as RegExpExecArray), before);
    if (textOf(without) === asked) notes.push(`"${clause}" made no difference to this message.`);
  }
  if (instructions === '' || reading.applied.length === 0) style = { ...style, variant: style.variant + 1 };
  let fitted = fit(buildPlan(facts, style), style);
  if (fitted.text.trim() === previous.trim() && reading.applied.length > 0) {
    // Asked for something already true: a fresh phrasing still gives the user a different message.
    style = { ...style, variant: style.variant + 1 };
    fitted = fit(buildPlan(facts, style), style);
  }
  // An excluded word that had to stay is explained once, by the plan, not also as "no difference".
  const explained = (note: string) =>
    fitted.unmet.some((u) => {
      const term = /"([^"]+)"/.exec(u)?.[1];
      return !!term && note.includes(term) && note.includes('made no difference');
    });
  const kept = notes.filter((n) => !explained(n));
  notes.length = 0;
  notes.push(...kept, ...fitted.unmet);
  const response = answer(facts, fitted.text, style);
  return notes.length > 0 ? { ...response, notes } : response;
}
