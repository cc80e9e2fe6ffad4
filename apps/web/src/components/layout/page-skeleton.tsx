import { Skeleton } from '@/components/ui/skeleton';
import { PAGE } from './frame';

export function PageSkeleton() {
  return (
    <div className={`${PAGE} space-y-4`} role="status" aria-label="Loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
