import { UI_CONSTANTS } from '@introask/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies a follow-up draft to the clipboard ('Copied!' for 1.5 s). Drafts are not saved: they are sent by the user. */
export function CopyDraft({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), UI_CONSTANTS.copiedIndicatorMs);
    } catch {
      toast.error('Could not copy to the clipboard', {
        description: 'Your browser refused clipboard access. Select the text and press Ctrl+C to copy it.',
      });
    }
  };
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
