/**
 * What a retry's instructions ask for that changes a hard rule: no forwardable note (or one back),
 * the Calendly link removed or added, no greeting, no thanks. Read with the writer's own table of
 * instructions (retry/instructions.ts), so the gate and the built-in writer understand a retry the
 * same way; everything else an instruction asks is a quality, judged by reading.
 */
import { defaultStyle } from '../plan/style';
import { applyInstructions } from '../retry/instructions';

export interface RetryAsks {
  noNote: boolean;
  note: boolean;
  noCalendly: boolean;
  calendly: boolean;
  noGreeting: boolean;
  noThanks: boolean;
}

export function retryAsks(instructions: string | undefined): RetryAsks {
  const asked = new Set(
    applyInstructions((instructions ?? '').replace(/[’‘]/g, "'"), defaultStyle(false)).applied.map(
      (a) => a.instruction.instruction,
    ),
  );
  return {
    noNote: asked.has('no-note'),
    note: asked.has('add-note'),
    noCalendly: asked.has('no-calendly'),
    calendly: asked.has('add-calendly'),
    noGreeting: asked.has('no-greeting'),
    noThanks: asked.has('no-thanks'),
  };
}
