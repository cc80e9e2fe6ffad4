import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PAGE } from '@/components/layout/frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntroducerOverview } from '@/features/introducers/api/get-introducer-overview';
import { IntroducerCard } from '@/features/introducers/components/introducer-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Issue 14 item 6: the user's introducers, how their requests went, and edit, merge, delete. */
export default function IntroducersRoute() {
  useDocumentTitle('Introducers · IntroAsk');
  const overview = useIntroducerOverview();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = overview.data ?? [];
  return (
    <div className={`${PAGE} space-y-6`}>
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Generator
      </Link>
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          Introducers
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          The people you ask for introductions. They are saved when you copy a message that names them.
        </p>
      </div>
      {overview.isPending ? (
        <div role="status" aria-label="Loading introducers" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The introducers could not be loaded. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg font-medium text-slate-900">No introducers yet</p>
          <Link to="/" className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
            Write your first request
          </Link>
        </div>
      ) : (
        <ul aria-label="Introducers" className="grid gap-3 md:grid-cols-2">
          {items.map((introducer) => (
            <IntroducerCard
              key={introducer.id}
              introducer={introducer}
              others={items.filter((i) => i.id !== introducer.id)}
              onGone={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
