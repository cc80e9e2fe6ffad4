import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * Toasts stay clear of the controls (issue 13): on a wide screen at the top right, below the
 * navigation bar (its Sign in button); on a phone at the bottom, above the bar of pinned actions.
 */
export default function Toaster() {
  // Runs after Sonner's own effects, so it is subscribed by the time queued toasts are shown.
  useEffect(() => markToasterMounted(), []);
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Sonner
      richColors
      closeButton
      position={phone ? 'bottom-center' : 'top-right'}
      offset={{ top: 72, right: 16 }}
      mobileOffset={{ bottom: 84, left: 12, right: 12 }}
    />
  );
}
