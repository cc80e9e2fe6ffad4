import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Copy" for one piece; its name says which ("Copy forwardable note"); "Copied" once it is on the clipboard. */
export function CopyButton({ what, copied, onCopy }: { what: string; copied: boolean; onCopy: () => void }) {
  const Icon = copied ? Check : Copy;
  return (
    <Button variant="outline" size="sm" onClick={onCopy} className="shrink-0">
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
