/**
 * "Reuse in the generator" (issue 14): the history hands the generator what a saved request knows
 * (target, introducer) through the router's navigation state; the form's other inputs are not stored.
 */
export interface ReuseRequest {
  targetName: string;
  introducerName: string;
  /** The saved introducer, when the request had one: the generator picks it (context, email). */
  introducerId: string | null;
  /** Changes with every click, so reusing the same row twice fills the form twice. */
  nonce: string;
}

export function reuseState(request: Omit<ReuseRequest, 'nonce'>): { reuse: ReuseRequest } {
  return { reuse: { ...request, nonce: `${Date.now()}-${Math.random()}` } };
}

/** The reuse request in a location's state, if it holds one. */
export function readReuse(state: unknown): ReuseRequest | null {
  const reuse = (state as { reuse?: Partial<ReuseRequest> } | null)?.reuse;
  if (!reuse || typeof reuse.nonce !== 'string') return null;
  return {
    targetName: typeof reuse.targetName === 'string' ? reuse.targetName : '',
    introducerName: typeof reuse.introducerName === 'string' ? reuse.introducerName : '',
    introducerId: typeof reuse.introducerId === 'string' ? reuse.introducerId : null,
    nonce: reuse.nonce,
  };
}
