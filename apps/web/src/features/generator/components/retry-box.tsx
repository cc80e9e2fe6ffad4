import { FORM_LIMITS } from '@introask/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';

interface RetryBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  retrying: boolean;
  onRetry: () => void;
}

/** Retry replaces the message with a new version, following the optional instructions. */
export function RetryBox({ value, onValueChange, retrying, onRetry }: RetryBoxProps) {
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextAreaField
        label="Retry instructions"
        value={value}
        max={FORM_LIMITS.retryInstructions}
        onValueChange={onValueChange}
        rows={2}
        placeholder="e.g. Make it shorter and more casual"
      />
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
