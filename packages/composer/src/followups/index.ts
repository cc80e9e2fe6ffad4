/** Follow-up, thank-you and close-the-loop drafts (issue 14), from a history row and the profile. */
export type { FollowUpDraft, FollowUpInput, FollowUpKind } from './types';
export { howLongAgo } from './when';
export { writeFollowUp } from './write';
