import type { IntroducerAsks } from '@introask/shared';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DAY_MS = 24 * 60 * 60 * 1000;

function ago(iso: string, now: number): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  return days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

/**
 * Don't over-ask (issue 14 item 5): the introducer was asked within 30 days, or three or more times
 * in 12 months. Shown with the dates before the user copies; it informs, it does not block.
 */
export function OverAskNotice({ introducerName, asks }: { introducerName: string; asks: IntroducerAsks }) {
  const now = Date.now();
  const latest = asks.asks[0];
  if (!latest || !(asks.recent || asks.frequent)) return null;
  const count = asks.asks.length;
  const title = asks.recent
    ? `You asked ${introducerName} ${ago(latest.created_at, now)}`
    : `You have asked ${introducerName} ${count} times in the last 12 months`;
  return (
    <section
      aria-label="Asked before"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <h3 className="font-medium">{title}</h3>
      <p className="mt-0.5">
        Well-connected people are asked often: about once a month is the most to ask the same person.
        {asks.frequent && asks.recent ? ` This would be request ${count + 1} in 12 months.` : ''}
      </p>
      <ul aria-label={`Earlier requests to ${introducerName}`} className="mt-1 list-disc pl-5">
        {asks.asks.slice(0, 5).map((ask) => (
          <li key={ask.id}>
            <time dateTime={ask.created_at}>{DATE.format(new Date(ask.created_at))}</time>
            {ask.target_name ? `: to meet ${ask.target_name}` : ''}
          </li>
        ))}
        {count > 5 && <li>and {count - 5} more</li>}
      </ul>
    </section>
  );
}
