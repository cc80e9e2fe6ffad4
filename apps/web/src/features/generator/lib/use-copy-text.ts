import { UI_CONSTANTS } from '@introask/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

/**
 * Copy one piece of the message (a part, the subject, a short version) without saving it: only
 * Copy & Save saves (SPEC.md section 4). `copied` names the piece last copied, for 1.5 s.
 */
export function useCopyText() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (key: string, text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      timer.current = setTimeout(() => setCopied(null), UI_CONSTANTS.copiedIndicatorMs);
    } catch {
      setCopied(null);
      toast.error('Could not copy to the clipboard', {
        description: 'Your browser refused clipboard access. Select the text and press Ctrl+C to copy it.',
      });
    }
  }, []);
  return { copied, copy };
}
