/** The first draft: the request's facts in the default style, phrasing picked by the request's hash. */
import type { GenerateRequest, GenerateResponse, SenderProfile } from '@introask/shared';
import { gatherFacts } from './facts';
import { renderWithin } from './fit';
import { defaultStyle } from './style';
import { summaryOf } from './summarize';

export function compose(request: GenerateRequest, profile: SenderProfile): GenerateResponse {
  const facts = gatherFacts(request, profile);
  const content = renderWithin(facts, defaultStyle(facts.seed, facts.includeCalendly));
  return { content, summary: summaryOf(facts) };
}
