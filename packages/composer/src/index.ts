/**
 * @introask/composer: the built-in writer. Pure functions, no I/O, deterministic: a request and
 * the sender's profile -> facts -> plan -> text (DESIGN.md "Message engine"). RUBRIC.md
 * (shared/composer) is the standard; the gate checks its hard rules on any writer's message.
 */
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { gatherFacts } from './facts/facts';
import { summaryOf } from './summary';

export { type FollowUpDraft, type FollowUpInput, type FollowUpKind, howLongAgo, writeFollowUp } from './followups';
export { calendlyAllowed, checkHardRules, type GateInput, NOTE_END, NOTE_START, tidyModelText } from './gate';
// The forwardable note's markers, which the optional model is told to write and the gate looks for.
export { BLOCK_END, BLOCK_START } from './markers';
export { checkQuality } from './quality';
export { INSTRUCTIONS } from './retry/instructions';
export { compose, recompose } from './write';

/** The history's one-line summary of a request (RUBRIC.md hard rule 9). */
export function summarize(request: GenerateRequest, profile: SenderProfile): string {
  return summaryOf(gatherFacts(request, profile));
}
