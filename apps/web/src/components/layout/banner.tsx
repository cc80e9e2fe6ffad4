import { ExternalLink } from 'lucide-react';
import { FRAME } from './frame';

export const BANNER_ARTICLE_URL = 'https://hbr.org/2016/05/learn-to-love-networking';

export function Banner() {
  return (
    <div className="border-b border-brand-200 bg-brand-50">
      <p className={`${FRAME} py-2 text-sm text-brand-950`}>
        Warm intros convert trust into access.{' '}
        <a
          href={BANNER_ARTICLE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline hover:text-brand-950"
        >
          Why warm introductions work
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
