import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/layout/banner';
import { PAGE } from '@/components/layout/frame';
import { Generator } from '@/features/generator/components/generator';
import { SavedOnDevice } from '@/features/guest-copies/components/saved-on-device';
import { readReuse } from '@/lib/reuse';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionState } from '@/lib/use-session';

const STEPS = [
  'Say who can introduce you',
  'Say who you want to meet, and why',
  'Copy the message, or open it in email',
];

export function HomeRoute() {
  const session = useSessionState();
  // "Reuse in the generator" from the history arrives as navigation state (issue 14).
  const reuse = readReuse(useLocation().state);
  const navigate = useNavigate();
  const onReused = useCallback(() => navigate('/', { replace: true, state: null }), [navigate]);
  useDocumentTitle('IntroAsk: ask for a warm introduction');
  return (
    <>
      <Banner />
      <div className={PAGE}>
        {/* What the page is for, at first sight (issue 13): one promise and three steps, kept short. */}
        <div className="mb-6 space-y-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              Ask for a warm introduction
            </h1>
            <p className="mt-1 max-w-2xl text-sm text-slate-700 sm:text-base">
              IntroAsk writes the note to your contact, with a short note they can forward as is.
            </p>
          </div>
          <ol className="flex flex-col gap-x-6 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <Generator session={session.status} owner={session.user?.email ?? null} reuse={reuse} onReused={onReused} />
        {session.status === 'guest' && <SavedOnDevice />}
      </div>
    </>
  );
}
