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

function show(kind: Kind, title: string, options?: ExternalToast): void {
  requestToaster();
  void Promise.all([import('sonner'), mounted]).then(([sonner]) => {
    sonner.toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
};
