import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The text a model is writing, as it arrives: pieces are gathered and shown once per animation
 * frame, so a fast stream costs one render per frame rather than one per piece.
 */
export function useStreamedText() {
  const [text, setText] = useState('');
  const buffer = useRef('');
  const frame = useRef<number | undefined>(undefined);

  const cancel = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
  }, []);

  const append = useCallback((piece: string) => {
    buffer.current += piece;
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined;
      setText(buffer.current);
    });
  }, []);

  const reset = useCallback(() => {
    cancel();
    buffer.current = '';
    setText('');
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { text, append, reset };
}
