/**
 * Toasts without sonner in the first load (issue 4: 110 KB budget for /). Calls are queued until
 * the lazily loaded <Toaster> has mounted (toasts raised before it subscribes would be lost), then
 * passed to sonner unchanged.
 */
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

let resolveMounted: () => void = () => {};
let mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
let requestToaster: () => void = () => {};

/** ToasterHost registers how to mount the toaster on demand. */
export function onToasterRequested(callback: () => void): void {
  requestToaster = callback;
}

/** The lazily loaded toaster reports it is listening. */
export function markToasterMounted(): void {
  resolveMounted();
}

/** Tests unmount the host between cases. */
export function resetToasterForTests(): void {
  mounted = new Promise<void>((resolve) => {
    resolveMounted = resolve;
  });
}

export type ToastOptions = ExternalToast & {
  /** The flow the toast belongs to ('generator', a form): clearToasts(scope) dismisses its toasts. */
  scope?: string;
};

const scopes = new Map<string, Set<string | number>>();
/** How often each message was cleared: a cleared toast comes back under a new id (see clearToasts). */
const cleared = new Map<string, number>();

function show(kind: Kind, title: string, options: ToastOptions = {}): string | number {
  const { scope, ...rest } = options;
  // One toast per message (issue 13): the same toast raised again replaces itself instead of stacking.
  const message = `${kind}:${title}:${typeof rest.description === 'string' ? rest.description : ''}`;
  const id = rest.id ?? `${message}#${cleared.get(message) ?? 0}`;
  if (scope) {
    const ids = scopes.get(scope) ?? new Set();
    ids.add(id);
    scopes.set(scope, ids);
  }
  requestToaster();
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => {
    sonner.toast[kind](title, { ...rest, id });
  });
  return id;
}

/** A new submit of a flow: its earlier toasts (a failure, a warning) are stale, so they go. */
export function clearToasts(scope: string): void {
  const ids = scopes.get(scope);
  if (!ids) return;
  scopes.delete(scope);
  // sonner merges a toast raised under the id of one still leaving the screen into the leaving one,
  // so it would never show: the same message raised after a clear gets a new id.
  for (const id of ids) {
    const message = String(id).replace(/#\d+$/, '');
    cleared.set(message, (cleared.get(message) ?? 0) + 1);
  }
  void import('sonner').then((sonner) => {
    for (const id of ids) sonner.toast.dismiss(id);
  });
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
};
