import { UI_CONSTANTS } from '@introask/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CopyAndSaveInput, copyAndSave } from './copy-and-save';

/**
 * The Copy & Save button's states: 'Saving...' while the sequence runs, then 'Copied!' for 1.5 s
 * when the text reached the clipboard, then 'Copy & Save' again. 'Copied!' is dropped at once when
 * the text is edited, and not shown at all if it was edited while saving.
 */
export function useCopyAndSave(onCopyRefused: () => void) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  const editedSinceCopy = useRef(false);

  const resetCopied = useCallback(() => {
    editedSinceCopy.current = true;
    clearTimeout(timer.current);
    setCopied(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (input: CopyAndSaveInput) => {
      if (busy.current) return;
      busy.current = true;
      editedSinceCopy.current = false;
      clearTimeout(timer.current);
      setCopied(false);
      setSaving(true);
      let onClipboard = false;
      try {
        await copyAndSave(input, {
          queryClient,
          clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
          onCopied: () => {
            onClipboard = true;
          },
          onCopyRefused,
        });
      } finally {
        busy.current = false;
        setSaving(false);
        if (onClipboard && !editedSinceCopy.current) {
          setCopied(true);
          timer.current = setTimeout(() => setCopied(false), UI_CONSTANTS.copiedIndicatorMs);
        }
      }
    },
    [queryClient, onCopyRefused],
  );

  return { copyAndSave: run, saving, copied, resetCopied };
}
