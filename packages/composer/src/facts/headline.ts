/**
 * A bio typed as a profile headline ("Senior Software Engineer | Distributed Systems | Kubernetes |
 * Go | Ex-Shopee | Open to work"), read as the sentences it stands for: the role first, then where
 * the sender was before, what they work with, and whether they are looking. Any other bio is
 * returned as it was typed.
 */
import { isKnownWord } from '../language/nlp';

const SEPARATOR = /\s+[|•·]\s+/;

export function headlineAsSentences(bio: string): string {
  const parts = bio
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return bio;
  const [role = '', ...rest] = parts;
  // Only a headline: a short title first, then short tags ("Helping care providers spend less
  // time on rotas" is a sentence, and the bio is left as typed).
  if (role.split(/\s+/).length > 6 || /^\p{L}+ing\b/u.test(role) || rest.some((p) => p.split(/\s+/).length > 4))
    return bio;
  const before: string[] = [];
  const skills: string[] = [];
  let looking = false;
  for (const part of rest) {
    const ex = /^(?:ex-?\s*|former(?:ly)?\s+(?:at\s+)?|previously\s+(?:at\s+)?)(.+)$/i.exec(part);
    // "Ex-Shopee": where the sender was; "Ex-NHS ward clerk", a role, is no headline this reads.
    if (ex && !/^\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*){0,2}$/u.test(ex[1] ?? '')) return bio;
    if (ex) before.push(ex[1] ?? '');
    else if (/^(?:open to (?:work|opportunities|new roles|offers)|#?opentowork|looking for .+)$/i.test(part))
      looking = true;
    // A field of everyday words typed in title case is written in lower case ("Distributed Systems");
    // a one-word name keeps its capitals ("Go", "Kubernetes").
    else if (/\s/.test(part) && part.split(/\s+/).every((w) => isKnownWord(w.toLowerCase())))
      skills.push(part.toLowerCase());
    else skills.push(part);
  }
  const list = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : (xs[0] ?? ''));
  const sentences = [`${role}${before.length > 0 ? `, previously at ${list(before)}` : ''}.`];
  if (skills.length > 0) sentences.push(`I work with ${list(skills)}.`);
  if (looking) sentences.push("I'm open to new roles.");
  return sentences.join(' ');
}
