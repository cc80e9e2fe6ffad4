import type { MessageVersions } from '@introask/shared';
import { cn } from '@/lib/cn';
import type { MessageParts } from '../lib/message-text';
import type { useCopyText } from '../lib/use-copy-text';
import { CopyButton } from './copy-button';

type Copier = ReturnType<typeof useCopyText>;

/** The first word of a name, for the hints ("For Dana"); `fallback` when there is no name. */
function firstName(name: string, fallback: string): string {
  return name.split(/\s+/)[0] || fallback;
}

/** The subject line above the message, with its own Copy (issue 13). */
export function SubjectLine({ subject, copier }: { subject: string; copier: Copier }) {
  return (
    <div className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
      <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Subject</span>
      <p className="min-w-0 flex-1 text-sm break-words text-slate-900 sm:truncate" title={subject}>
        {subject}
      </p>
      <CopyButton what="subject" copied={copier.copied === 'subject'} onCopy={() => copier.copy('subject', subject)} />
    </div>
  );
}

function Piece({
  id,
  title,
  what = title.toLowerCase(),
  hint,
  text,
  max,
  copier,
  clamp = true,
}: {
  id: string;
  title: string;
  /** What its Copy button copies, for its accessible name ("Copy forwardable note"). */
  what?: string;
  hint: string;
  text: string;
  max?: number;
  copier: Copier;
  clamp?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
          <p className="text-xs text-slate-600">
            {hint}
            {max !== undefined && (
              <span className="tabular-nums">
                {' '}
                · {text.length}/{max} characters
              </span>
            )}
          </p>
        </div>
        <CopyButton what={what} copied={copier.copied === id} onCopy={() => copier.copy(id, text)} />
      </div>
      <p
        data-piece={id}
        className={cn('text-sm leading-relaxed whitespace-pre-line text-slate-700', clamp && 'line-clamp-4')}
      >
        {text}
      </p>
    </div>
  );
}

/**
 * The message as the two things it is (issue 13): the note to the introducer and the forwardable
 * note, each copied on its own, the note without its marker lines.
 */
export function MessagePartsView({
  parts,
  introducerName,
  targetName,
  copier,
}: {
  parts: MessageParts;
  introducerName: string;
  targetName: string;
  copier: Copier;
}) {
  const introducer = firstName(introducerName, 'your contact');
  const target = firstName(targetName, 'the person you want to meet');
  return (
    <section aria-labelledby="parts-heading" className="space-y-2">
      <h3 id="parts-heading" className="text-sm font-semibold text-slate-800">
        In two parts
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Piece
          id="to-introducer"
          title="Note to the introducer"
          hint={`For ${introducer}`}
          text={parts.toIntroducer}
          copier={copier}
        />
        <Piece
          id="forwardable"
          title="Forwardable note"
          hint={`${introducer} forwards it to ${target} as is`}
          text={parts.forwardable}
          copier={copier}
        />
      </div>
    </section>
  );
}

/** Limits of the places the short versions go (LinkedIn's direct message and connection notes). */
export const SHORT_LIMITS = { direct: 1000, connection: 300, connectionShort: 200 } as const;

/** The writer's shorter versions: a LinkedIn or text message, and the connection note for after the intro. */
export function ShortVersions({
  versions,
  introducerName,
  targetName,
  edited,
  copier,
}: {
  versions: MessageVersions;
  introducerName: string;
  targetName: string;
  edited: boolean;
  copier: Copier;
}) {
  const introducer = firstName(introducerName, 'your contact');
  const target = firstName(targetName, 'them');
  return (
    <details className="group rounded-md border border-slate-200 bg-slate-50 open:bg-white">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-slate-800 select-none">
        Shorter versions: LinkedIn, text message, connection note
      </summary>
      <div className="space-y-3 px-3 pb-3">
        {edited && (
          <p className="text-xs text-slate-600">Written from the writer's text: your own edits are not in these.</p>
        )}
        <Piece
          id="direct"
          title="LinkedIn or text message"
          what="LinkedIn or text message"
          hint={`To ${introducer}, no forwardable note`}
          text={versions.direct}
          max={SHORT_LIMITS.direct}
          copier={copier}
          clamp={false}
        />
        <Piece
          id="connection"
          title="Connection note"
          hint={`To ${target}, once introduced`}
          text={versions.connection}
          max={SHORT_LIMITS.connection}
          copier={copier}
          clamp={false}
        />
        <Piece
          id="connection-short"
          title="Connection note, free LinkedIn"
          what="connection note, free LinkedIn"
          hint="For a free LinkedIn account"
          text={versions.connectionShort}
          max={SHORT_LIMITS.connectionShort}
          copier={copier}
          clamp={false}
        />
      </div>
    </details>
  );
}
