import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE } from '@/components/layout/frame';
import { Skeleton } from '@/components/ui/skeleton';
import { type HistoryOrder, useRfis } from '@/features/history/api/get-rfis';
import { DueFollowUps } from '@/features/history/components/due-follow-ups';
import { HistoryTable } from '@/features/history/components/history-table';
import { OrderToggle } from '@/features/history/components/order-toggle';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function HistoryRoute() {
  useDocumentTitle('RFI History · IntroAsk');
  const [order, setOrder] = useState<HistoryOrder>('desc');
  const rfis = useRfis(order);
  return (
    <div className={`${PAGE} space-y-6`}>
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Generator
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">RFI History</h1>
        <OrderToggle order={order} onChange={setOrder} />
      </div>
      {rfis.isPending ? (
        <div role="status" aria-label="Loading history" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (rfis.data ?? []).length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg font-medium text-slate-900">No RFIs yet</p>
          <Link to="/" className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
            Create your first RFI
          </Link>
        </div>
      ) : (
        <>
          <DueFollowUps />
          <HistoryTable items={rfis.data ?? []} />
        </>
      )}
    </div>
  );
}
