/**
 * The style of a message the writer did not describe: an API client's previous_message, or text
 * the user edited. Read from what shows on the page (greeting, markers, subject, bullets, sign-off);
 * a `style` sent with the request is used as it is instead (docs/api.md).
 */
import { BLOCK_START } from '../markers';
import { defaultStyle, type Style } from '../plan/style';

export function inferStyle(previous: string, includeCalendly: boolean): Style {
  const style = defaultStyle(includeCalendly);
  const text = previous.trim();
  if (text === '') return style;
  const firstLine = text.split('\n')[0] ?? '';
  const tone: Style['tone'] = /^Dear\b/.test(firstLine)
    ? 'formal'
    : /^(?:Hey|Hi there)\b|!$/.test(firstLine)
      ? 'casual'
      : /\b(?:so much|so grateful|really appreciate)\b/i.test(text)
        ? 'warm'
        : 'neutral';
  return {
    ...style,
    tone,
    subject: /^Subject:/i.test(firstLine),
    greeting: /^(?:Subject:.*\n\n)?(?:Hi|Hey|Hello|Dear)\b/.test(text),
    note: text.includes(BLOCK_START),
    format: /^- /m.test(text) ? 'bullets' : 'paragraphs',
    calendly: includeCalendly && /calendly\.com/i.test(text),
  };
}
