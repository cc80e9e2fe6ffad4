/**
 * Work on the typed text, done once per message. A message is rendered more than once (a retry
 * tries several lengths and phrasings, a long message is rendered again tighter) and the summary
 * reads the purpose too; each time, the same typed sentence becomes the same clause. gatherFacts
 * gives every request a fresh Memo, so nothing is kept from one request to the next.
 */
export class Memo {
  private readonly done = new Map<string, Map<string, unknown>>();

  /**
   * `compute()` the first time this `kind` of work is asked for `text`, the same result after.
   * What `compute` returns must depend on `text` and the message's facts alone, never on the style.
   */
  once<T>(kind: string, text: string, compute: () => T): T {
    let results = this.done.get(kind);
    if (results === undefined) {
      results = new Map();
      this.done.set(kind, results);
    }
    if (results.has(text)) return results.get(text) as T;
    const result = compute();
    results.set(text, result);
    return result;
  }
}
