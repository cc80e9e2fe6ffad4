import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export function AuthShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="space-y-6 p-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </Card>
      <p className="mt-4 text-center text-sm text-slate-700">{footer}</p>
    </div>
  );
}
