/**
 * POST /api/generate and POST /api/regenerate answered on Node's own request and response objects,
 * ahead of Hono. They are the hot routes (every click of Generate or Retry), and translating each
 * call into a web-standard Request and back out of a Response cost several times the work of the
 * route itself (docs/decisions/007-native-generate-path.md, bench/RESULTS.md).
 *
 * Everything a request meets on the Hono path is the same code here: the CSRF check, the session
 * lookup (here together with the profile, in one query), the JSON and schema checks, the rate limit, the engine, errors as AppError bodies, the
 * security headers and the request log. Only the HTTP adaptation differs; test/fast-path.test.ts
 * holds the two paths to the same answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sender } from '../auth/session';
import type { AppDeps } from '../context';
import { GENERATE_SCHEMAS, type GenerateKind, runGenerate } from '../routes/generate';
import { clientIpFrom } from './client-ip';
import { createCsrfCheck, type HeaderGetter } from './csrf';
import { toAppError } from './error-handler';
import { readIncoming } from './read-body';
import { createRequestLogger } from './request-log';
import { securityHeaderList } from './security-headers';
import { assertJsonContentType, parseJsonBody } from './validate';

/** Answers the request and returns true if it is one of its routes; returns false otherwise. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const ROUTES = new Map<string, GenerateKind>([
  ['/api/generate', 'generate'],
  ['/api/regenerate', 'regenerate'],
]);

export function createFastGenerate(deps: AppDeps): FastPath {
  const csrf = createCsrfCheck([deps.publicUrl, ...deps.trustedOrigins]);
  const logRequest = createRequestLogger(deps.log);
  // Headers go to writeHead as one flat [name, value, name, value, ...] list. Built as an object
  // (a spread of the security headers plus content-length) every response's objects outlived the
  // young generation and old space grew by ~0.3 MB/s under load until the next full GC; as a list
  // it stays flat (bench/RESULTS.md, "Memory under the new generate path").
  const baseHeaders: string[] = [
    ...securityHeaderList({ https: deps.publicUrl.startsWith('https://') }).flatMap(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
    'content-type',
    'application/json',
  ];

  async function answer(kind: GenerateKind, path: string, req: IncomingMessage, res: ServerResponse) {
    const start = performance.now();
    const header: HeaderGetter = (name) => {
      const value = req.headers[name];
      return typeof value === 'string' || value === undefined ? value : value.join(', ');
    };
    let sender: Sender | null = null;
    let status = 200;
    let body: string;
    let extra: Record<string, string> | undefined;
    try {
      csrf('POST', header);
      sender = await deps.resolveSender(header);
      assertJsonContentType(header('content-type'));
      const request = parseJsonBody(await readIncoming(req), GENERATE_SCHEMAS[kind]);
      const ip = () => clientIpFrom(header, req.socket.remoteAddress, deps.trustProxy);
      body = JSON.stringify(await runGenerate(deps, kind, request, sender, ip));
    } catch (err) {
      const error = toAppError(err, deps.log);
      status = error.status;
      body = JSON.stringify(error.toBody());
      extra = error.headers;
    }
    const headers = baseHeaders.concat('content-length', String(Buffer.byteLength(body)));
    if (extra) for (const [name, value] of Object.entries(extra)) headers.push(name.toLowerCase(), value);
    res.writeHead(status, headers);
    res.end(body);
    logRequest('POST', path, status, start, sender?.user.id);
  }

  return (req, res) => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const kind = ROUTES.get(path);
    if (kind === undefined) return false;
    answer(kind, path, req, res).catch((error: unknown) => {
      // Only a failure to write the answer gets here (the client went away mid-response).
      deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'generate answer not sent');
      res.destroy();
    });
    return true;
  };
}
