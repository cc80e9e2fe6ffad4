/**
 * How long ago a step happened, in words with no figures and no dates: every number in a message
 * must come from what the user typed (RUBRIC.md hard rule 6), and "last week" is what a person writes.
 */
const DAY = 86_400_000;

export function howLongAgo(at: string, now: string): string {
  const days = Math.floor((Date.parse(now) - Date.parse(at)) / DAY);
  if (days < 1) return 'earlier today';
  if (days < 2) return 'yesterday';
  if (days < 5) return 'a few days ago';
  if (days < 14) return 'last week';
  if (days < 28) return 'a couple of weeks ago';
  if (days < 60) return 'last month';
  return 'a while back';
}
