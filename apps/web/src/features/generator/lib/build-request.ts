import { DEFAULT_LANGUAGE, type GenerateRequestInput, type IntroducerBlock, type TargetBlock } from '@introask/shared';
import type { GeneratorValues } from './form-values';

/** Trim, and drop the key when blank. */
function put<T extends object>(block: T, key: keyof T, value: string): void {
  const trimmed = value.trim();
  if (trimmed !== '') (block as Record<keyof T, string>)[key] = trimmed;
}

export function buildIntroducerBlock(name: string, context: string): IntroducerBlock | undefined {
  const introducer: IntroducerBlock = {};
  put(introducer, 'name', name);
  put(introducer, 'context', context);
  return Object.keys(introducer).length > 0 ? introducer : undefined;
}

/**
 * SPEC.md section 3: every field trimmed and omitted when blank; the introducer and target blocks
 * omitted when empty; the guest profile {name, bio} (bio '' when blank) only for guests.
 */
export function buildGenerateRequest(values: GeneratorValues, isGuest: boolean): GenerateRequestInput {
  const request: GenerateRequestInput = {
    // English is the default: the language is sent only when another was chosen.
    meta:
      values.language === DEFAULT_LANGUAGE
        ? { include_calendly: values.includeCalendly }
        : { include_calendly: values.includeCalendly, language: values.language },
  };

  const introducer = buildIntroducerBlock(values.introducerName, values.introducerContext);
  if (introducer) request.introducer = introducer;

  const target: TargetBlock = {};
  put(target, 'name', values.targetName);
  put(target, 'relevance', values.targetRelevance);
  put(target, 'purpose', values.targetPurpose);
  put(target, 'value_add', values.targetValueAdd);
  if (Object.keys(target).length > 0) request.target = target;

  if (isGuest) request.profile = { name: values.guestName.trim(), bio: values.guestContext.trim() };
  return request;
}
