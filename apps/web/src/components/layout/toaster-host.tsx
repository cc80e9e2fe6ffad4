import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts sonner's Toaster when the browser is idle, or at once when a toast is raised first. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToasterRequested(() => setWanted(true));
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => {
      cancel(handle);
      onToasterRequested(() => {});
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
