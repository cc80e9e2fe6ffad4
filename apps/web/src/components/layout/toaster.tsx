import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '@/lib/toast';

export default function Toaster() {
  // Runs after Sonner's own effects, so it is subscribed by the time queued toasts are shown.
  useEffect(() => markToasterMounted(), []);
  return <Sonner richColors closeButton position="top-right" />;
}
