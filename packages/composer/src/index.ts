/**
 * @introask/composer: the built-in message engine. Pure functions, no I/O, deterministic.
 * RUBRIC.md (shared/composer) is the standard every message is held to.
 */

export { checkMessage, checkSummary, type Expectations } from './check';
export { compose } from './compose';
export { recompose, retryExpectations, unknownInstructions } from './recompose';
export { summarize } from './summarize';
