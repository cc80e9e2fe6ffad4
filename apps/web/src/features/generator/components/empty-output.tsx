/** A short message of the kind IntroAsk writes, shown as plain text before the first one (issue 13). */
const EXAMPLE = `Hi Sam,

Would you introduce me to Elena Vasquez-Hart at Fieldstone? I'd like to learn how her team rolled out cross-dock automation.

--- Forwardable note ---
Hi Elena, I'm Ines Duarte. I run ops at a logistics startup in Rotterdam, and I can share our pick-rate data from two warehouses. Could we find 20 minutes to talk?
--- End of note ---

Thanks,
Ines`;

export function EmptyOutput() {
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-800">Fill out the form and click Generate</p>
      <figure className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <figcaption className="mb-2 flex items-center gap-2 text-xs text-slate-600">
          <span className="rounded bg-slate-200 px-1.5 py-0.5 font-semibold tracking-wide text-slate-700 uppercase">
            Example
          </span>
          What you will get: a note to your contact, with a short note they can forward as is
        </figcaption>
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{EXAMPLE}</p>
      </figure>
    </div>
  );
}
