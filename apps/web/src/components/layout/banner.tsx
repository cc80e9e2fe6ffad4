import { ExternalLink } from 'lucide-react';

export const BANNER_ARTICLE_URL = 'https://hbr.org/2016/05/learn-to-love-networking';

export function Banner() {
  return (
    <div className="border-b border-blue-200 bg-blue-50">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm text-blue-950">
        Warm intros convert trust into access.{' '}
        <a
          href={BANNER_ARTICLE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-blue-800 underline hover:text-blue-950"
        >
          Why warm introductions work
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
