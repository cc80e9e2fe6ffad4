import {
  AUTH_LIMITS,
  FORM_LIMITS,
  type IntroducerOverview,
  introducerEmailSchema,
  RFI_STATUSES,
} from '@introask/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextInputField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { STATUS_LABELS } from '@/lib/status-labels';
import { toast } from '@/lib/toast';
import { useDeleteIntroducer } from '../api/delete-introducer';
import { useMergeIntroducers } from '../api/merge-introducers';
import { useUpdateIntroducer } from '../api/update-introducer';

type Mode = 'view' | 'edit' | 'merge' | 'delete';

/** "3 requests: 2 Copied, 1 Met", in the order of the steps. */
export function outcomeText(introducer: IntroducerOverview): string {
  if (introducer.requests === 0) return 'No requests yet';
  const parts = RFI_STATUSES.filter((s) => introducer.statuses[s]).map(
    (s) => `${introducer.statuses[s]} ${STATUS_LABELS[s]}`,
  );
  return `${introducer.requests} ${introducer.requests === 1 ? 'request' : 'requests'}: ${parts.join(', ')}`;
}

/**
 * One introducer on the Introducers page (issue 14 item 6): what is known about them, how their
 * requests went, and edit, merge and delete in place (no dialogs: each mode replaces the buttons).
 */
export function IntroducerCard({
  introducer,
  others,
  onGone,
}: {
  introducer: IntroducerOverview;
  /** The other introducers, to merge this one into. */
  others: IntroducerOverview[];
  /** It was merged or deleted: the page moves focus somewhere that still exists. */
  onGone: () => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const headingId = useId();
  const name = introducer.name;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {name}
      </h2>
      {mode === 'edit' ? (
        <EditForm introducer={introducer} onDone={() => setMode('view')} />
      ) : (
        <>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-slate-600">Context</dt>
            <dd className="text-slate-800">{introducer.context || '—'}</dd>
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all text-slate-800">{introducer.email || '—'}</dd>
            <dt className="text-slate-600">Requests</dt>
            <dd className="text-slate-800">{outcomeText(introducer)}</dd>
          </dl>
          {mode === 'merge' && (
            <MergeForm introducer={introducer} others={others} onCancel={() => setMode('view')} onGone={onGone} />
          )}
          {mode === 'delete' && (
            <DeleteConfirm introducer={introducer} onCancel={() => setMode('view')} onGone={onGone} />
          )}
          {mode === 'view' && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => setMode('edit')}>
                Edit
              </Button>
              {others.length > 0 && (
                <Button variant="outline" size="sm" aria-label={`Merge ${name}`} onClick={() => setMode('merge')}>
                  Merge
                </Button>
              )}
              <Button variant="outline" size="sm" aria-label={`Delete ${name}`} onClick={() => setMode('delete')}>
                Delete
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

function EditForm({ introducer, onDone }: { introducer: IntroducerOverview; onDone: () => void }) {
  const [name, setName] = useState(introducer.name);
  const [context, setContext] = useState(introducer.context);
  const [email, setEmail] = useState(introducer.email);
  const [tried, setTried] = useState(false);
  const update = useUpdateIntroducer(introducer.id);
  const nameError = name.trim() === '' ? 'Name is required' : null;
  const emailCheck = introducerEmailSchema.safeParse(email);
  const emailError = emailCheck.success ? null : (emailCheck.error.issues[0]?.message ?? 'Enter a valid email address');
  return (
    <form
      noValidate
      aria-label={`Edit ${introducer.name}`}
      className="mt-2 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (nameError || emailError) return;
        update.mutate(
          { name: name.trim(), context: context.trim(), email: email.trim() },
          {
            onSuccess: (saved) => {
              toast.success('Introducer saved', { description: `${saved.name} is up to date.` });
              onDone();
            },
            onError: (error) => toast.error('Save failed', { description: errorMessage(error) }),
          },
        );
      }}
    >
      <TextInputField
        label="Name"
        value={name}
        max={FORM_LIMITS.introducerName}
        onValueChange={setName}
        error={tried ? nameError : null}
        required
        autoFocus
      />
      <TextAreaField
        label="Context"
        value={context}
        max={FORM_LIMITS.introducerContext}
        onValueChange={setContext}
        rows={2}
        hint="How you know them, e.g. we worked together at Stripe"
      />
      <TextInputField
        label="Email"
        type="email"
        value={email}
        max={AUTH_LIMITS.emailMax}
        onValueChange={setEmail}
        error={tried ? emailError : null}
        hint="Optional: fills in “Open in email”"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" aria-disabled={update.isPending || undefined}>
          Save
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function MergeForm({
  introducer,
  others,
  onCancel,
  onGone,
}: {
  introducer: IntroducerOverview;
  others: IntroducerOverview[];
  onCancel: () => void;
  onGone: () => void;
}) {
  const id = useId();
  const [into, setInto] = useState(others[0]?.id ?? '');
  const merge = useMergeIntroducers(introducer.id);
  const target = others.find((o) => o.id === into);
  return (
    <form
      aria-label={`Merge ${introducer.name}`}
      className="mt-3 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!target || merge.isPending) return;
        merge.mutate(target.id, {
          onSuccess: (kept) => {
            toast.success('Introducers merged', { description: `${introducer.name} is now part of ${kept.name}.` });
            onGone();
          },
          onError: (error) => toast.error('Merge failed', { description: errorMessage(error) }),
        });
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Merge {introducer.name} into
      </label>
      <select
        id={id}
        value={into}
        onChange={(event) => setInto(event.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {others.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-600">
        Its requests move to {target?.name ?? 'the one you choose'}, which keeps its name and takes this one’s context
        and email only where it has none. {introducer.name} is then removed.
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" aria-disabled={merge.isPending || undefined}>
          Merge
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DeleteConfirm({
  introducer,
  onCancel,
  onGone,
}: {
  introducer: IntroducerOverview;
  onCancel: () => void;
  onGone: () => void;
}) {
  const remove = useDeleteIntroducer(introducer.id);
  return (
    <div className="mt-3 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
      <p className="text-sm text-red-950">
        Delete {introducer.name}?{' '}
        {introducer.requests > 0
          ? `${introducer.requests === 1 ? 'Its request stays' : `Its ${introducer.requests} requests stay`} in your history under this name.`
          : 'No request went through them.'}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          className="bg-red-700 hover:bg-red-800"
          aria-disabled={remove.isPending || undefined}
          onClick={() => {
            if (remove.isPending) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('Introducer deleted', { description: `${introducer.name} is no longer in your list.` });
                onGone();
              },
              onError: (error) => toast.error('Delete failed', { description: errorMessage(error) }),
            });
          }}
        >
          Delete {introducer.name}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} autoFocus>
          Cancel
        </Button>
      </div>
    </div>
  );
}
