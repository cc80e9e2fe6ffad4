import { PROFILE_LIMITS, type ProfileField } from '@introask/shared';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RemainingCounter } from '@/components/ui/remaining-counter';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateField } from '../api/update-field';
import { type FieldRule, fieldError } from '../lib/validate-field';

interface FieldCardProps {
  field: ProfileField;
  title: string;
  /** Completes 'Click the edit button to add your ...'. */
  emptyNoun: string;
  value: string;
  /** Defaults to the shared rule of the field; the Calendly variant passes calendlyFieldSchema. */
  rule?: FieldRule;
  multiline?: boolean;
}

/** One profile field: view mode with a pencil, edit mode with save and cancel icons (SPEC.md section 2). */
export function FieldCard({ field, title, emptyNoun, value, rule, multiline = true }: FieldCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const update = useUpdateField();
  const editButton = useRef<HTMLButtonElement>(null);
  const control = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const max = PROFILE_LIMITS[field];

  useEffect(() => {
    if (editing) control.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const overLimit = draft.length > max;
  const error = overLimit ? null : fieldError(field, draft, rule);
  const canSave = !overLimit && error === null && !update.isPending;

  const cancel = () => {
    setDraft(value);
    setEditing(false);
  };

  const save = () => {
    if (!canSave) return;
    update.mutate(
      { field, content: draft.trim() },
      {
        onSuccess: () => {
          toast.success('Field updated', { description: 'Your profile has been saved successfully.' });
          setEditing(false);
        },
        onError: (failure) => toast.error('Update failed', { description: errorMessage(failure) }),
      },
    );
  };

  const controlProps = {
    id,
    value: draft,
    'aria-describedby': `${id}-remaining${error ? ` ${id}-error` : ''}`,
    'aria-invalid': overLimit || error !== null,
    onChange: (event: React.ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => setDraft(event.target.value),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    },
    className:
      'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-blue-700',
  };

  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {editing ? (
          <div className="flex gap-1">
            <Button size="icon" aria-label={`Save ${title}`} disabled={!canSave} onClick={save}>
              <Check aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              size="icon"
              variant="outline"
              aria-label={`Cancel editing ${title}`}
              disabled={update.isPending}
              onClick={cancel}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        ) : (
          <Button
            ref={editButton}
            size="icon"
            variant="ghost"
            aria-label={`Edit ${title}`}
            onClick={() => {
              setDraft(value);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
      {editing ? (
        <div className="space-y-1">
          <label htmlFor={id} className="sr-only">
            {title}
          </label>
          {multiline ? (
            <textarea ref={control} rows={6} {...controlProps} />
          ) : (
            <input ref={control} type="url" {...controlProps} />
          )}
          <div className="flex justify-between gap-2">
            {error ? (
              <p id={`${id}-error`} className="text-xs font-medium text-red-700">
                {error}
              </p>
            ) : (
              <span />
            )}
            <RemainingCounter id={`${id}-remaining`} length={draft.length} max={max} />
          </div>
        </div>
      ) : value ? (
        <p className="text-sm whitespace-pre-wrap text-slate-800">{value}</p>
      ) : (
        <p className="text-sm text-slate-600 italic">Click the edit button to add your {emptyNoun}</p>
      )}
    </Card>
  );
}
