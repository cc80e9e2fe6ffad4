/**
 * The hard-rule gate (RUBRIC.md, "Hard rules"): what every message must satisfy before it reaches
 * the user, whoever wrote it. `checkHardRules` lists what is wrong in plain words ([] passes);
 * `tidyModelText` takes off what can be taken off a model's answer safely first.
 *
 * It judges the hard rules and nothing else: a well-written message that rephrases, reorders,
 * expands "MoM" or says "you" to the target passes; a wrong name, a placeholder, an invented link
 * or fact, a missing note, a cut-off or empty message, a preamble does not.
 */
import { type GateInput, gateContext } from './context';
import {
  completenessProblems,
  factProblems,
  formatProblems,
  genderProblems,
  greetingProblems,
  linkProblems,
  noteProblems,
  partsOf,
  residueProblems,
  targetProblems,
} from './rules';

export type { GateInput } from './context';

/** Whether the Calendly link may appear: asked for (or added by a retry), known, and not removed. */
export function calendlyAllowed(input: GateInput): boolean {
  return gateContext(input).calendlyAllowed;
}
export { NOTE_END, NOTE_START } from './rules';
export { tidyModelText } from './tidy';

export function checkHardRules(content: string, input: GateInput): string[] {
  if (content.trim() === '') return ['The message is empty.'];
  const c = gateContext(input);
  const p = partsOf(content);
  return [
    ...new Set([
      ...formatProblems(p, c),
      ...greetingProblems(p, c),
      ...targetProblems(content, c),
      ...noteProblems(p, c),
      ...residueProblems(content, c),
      ...linkProblems(content, c),
      ...factProblems(content, c),
      ...completenessProblems(p, c, content),
      ...genderProblems(content, c),
    ]),
  ];
}
