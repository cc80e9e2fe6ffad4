import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A section of the account page: a card named by its heading (red for the one that cannot be undone). */
export function AccountCard({
  title,
  danger = false,
  className,
  children,
}: {
  title: string;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className={cn(danger && 'border-red-200', className)}>
      <h2 id={headingId} className={cn('text-lg font-semibold', danger && 'text-red-800')}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
