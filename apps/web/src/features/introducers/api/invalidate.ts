import type { QueryClient } from '@tanstack/react-query';
import { introducerOverviewKey } from './get-introducer-overview';

/** After any change: this page, the generator's autocomplete list and the history's names. */
export function invalidateIntroducers(queryClient: QueryClient): void {
  for (const queryKey of [introducerOverviewKey, ['introducers'], ['rfi'], ['introducer-asks']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
