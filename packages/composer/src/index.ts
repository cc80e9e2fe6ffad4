/**
 * @introask/composer: the built-in message engine. Pure functions, no I/O, deterministic.
 * RUBRIC.md (shared/composer) is the standard every message is held to.
 */

export { checkMessage, checkSummary, type Expectations } from './check';
export { compose } from './compose';
export { recompose, retryExpectations, unknownInstructions } from './recompose';
// The forwardable note's markers, which the optional model is told to write and the checker looks for.
export { BLOCK_END, BLOCK_START } from './render';
export { summarize } from './summarize';
