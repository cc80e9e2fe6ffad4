import { PROFILE_LIMITS, type Profile } from '@introask/shared';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextInputField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateField } from '../api/update-field';
import { changedFields, fieldError } from '../lib/validate-field';

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'job_title', label: 'Job title', type: 'text', autoComplete: 'organization-title' },
  { key: 'company_name', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { key: 'calendly_url', label: 'Calendly URL', type: 'url', autoComplete: 'url' },
] as const;

type AccountKey = (typeof FIELDS)[number]['key'];
const ORDER = FIELDS.map((f) => f.key);

function pick(profile: Profile): Record<AccountKey, string> {
  return {
    name: profile.name,
    job_title: profile.job_title,
    company_name: profile.company_name,
    calendly_url: profile.calendly_url,
  };
}

/** SPEC.md sections 2 and 4: view and edit mode; Save sends only the changed fields, one after another. */
export function AccountDetailsCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => pick(profile));
  const [saving, setSaving] = useState(false);
  const update = useUpdateField();
  const editButton = useRef<HTMLButtonElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) firstInput.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const errors = Object.fromEntries(ORDER.map((key) => [key, fieldError(key, draft[key])])) as Record<
    AccountKey,
    string | null
  >;
  const invalid = ORDER.some((key) => errors[key] !== null);

  const save = async () => {
    const changed = changedFields(draft, pick(profile), ORDER);
    if (changed.length === 0) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      for (const field of changed) {
        await update.mutateAsync({ field, content: draft[field].trim() });
      }
      toast.success('Field updated', { description: 'Your profile has been saved successfully.' });
      setEditing(false);
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby="account-details-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="account-details-heading" className="text-lg font-semibold">
          Account Details
        </h2>
        {!editing && (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            aria-label="Edit account details"
            onClick={() => {
              setDraft(pick(profile));
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <form
          noValidate
          className="space-y-4"
          aria-label="Edit account details"
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid && !saving) void save();
          }}
        >
          {FIELDS.map((field, index) => (
            <TextInputField
              key={field.key}
              ref={index === 0 ? firstInput : undefined}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              value={draft[field.key]}
              max={PROFILE_LIMITS[field.key]}
              onValueChange={(value) => setDraft((current) => ({ ...current, [field.key]: value }))}
              error={errors[field.key]}
              placeholder={field.key === 'calendly_url' ? 'https://calendly.com/you' : undefined}
            />
          ))}
          <div className="flex gap-2">
            <Button type="submit" disabled={invalid || saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="outline" disabled={saving} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field.key}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{field.label}</dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">
                {profile[field.key] ? (
                  field.key === 'calendly_url' ? (
                    <a
                      href={profile.calendly_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-blue-700 underline"
                    >
                      {profile.calendly_url}
                    </a>
                  ) : (
                    profile[field.key]
                  )
                ) : (
                  <span className="text-slate-600">Not set</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
