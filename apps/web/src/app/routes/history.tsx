import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PAGE } from '@/components/layout/frame';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type HistoryOrder, useRfis } from '@/features/history/api/get-rfis';
import { DueFollowUps } from '@/features/history/components/due-follow-ups';
import { HistorySearch } from '@/features/history/components/history-search';
import { HistoryTable } from '@/features/history/components/history-table';
import { OrderToggle } from '@/features/history/components/order-toggle';
import { HISTORY_HEADING_ID } from '@/features/history/components/row-actions';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The search is sent once typing pauses for this long. */
const SEARCH_DELAY_MS = 250;

export default function HistoryRoute() {
  useDocumentTitle('RFI History · IntroAsk');
  const [order, setOrder] = useState<HistoryOrder>('desc');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const rfis = useRfis(order, search);
  const items = rfis.items;
  const searching = typed.trim() !== '' || search !== '';
  return (
    <div className={`${PAGE} space-y-6`}>
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Generator
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={HISTORY_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          RFI History
        </h1>
        <OrderToggle order={order} onChange={setOrder} />
      </div>
      {(searching || items.length > 0) && <HistorySearch value={typed} onChange={setTyped} />}
      {rfis.isPending ? (
        <div role="status" aria-label="Loading history" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : items.length === 0 && search !== '' ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-800">
          No RFIs match “{search}”.
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg font-medium text-slate-900">No RFIs yet</p>
          <Link to="/" className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
            Create your first RFI
          </Link>
        </div>
      ) : (
        <>
          <DueFollowUps />
          <HistoryTable items={items} />
          {rfis.hasNextPage && (
            <div className="flex justify-center">
              <Button
                type="button"
                variant="outline"
                aria-disabled={rfis.isFetchingNextPage}
                onClick={() => {
                  if (!rfis.isFetchingNextPage) void rfis.fetchNextPage();
                }}
              >
                {rfis.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
