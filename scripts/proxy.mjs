/**
 * A small round-robin HTTP reverse proxy for `npm run cluster`: forwards each request to the next
 * upstream that accepts a connection, adds X-Forwarded-For/-Proto/-Host, and answers 502 only when
 * no upstream answers.
 */
import http from 'node:http';

export function createProxy(upstreams) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  return http.createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => attempt(Buffer.concat(body), 0));

    function attempt(payload, tried) {
      if (tried >= upstreams.length) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'No server is available right now. Please try again.', code: 'BAD_GATEWAY' }));
        return;
      }
      const upstream = upstreams[next++ % upstreams.length];
      const forwardedFor = req.socket.remoteAddress ?? '';
      const headers = {
        ...req.headers,
        // Overwrite, never append: a client must not choose the address the rate limits see.
        'x-forwarded-for': forwardedFor,
        'x-forwarded-proto': 'http',
        'x-forwarded-host': req.headers.host ?? '',
      };
      const upstreamReq = http.request(
        { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstreamReq.on('error', (error) => {
        // Only a refused connection is retried: the request never reached that worker, so a save
        // cannot be applied twice. Anything later is the worker's answer to give, or a 502.
        if (error.code === 'ECONNREFUSED') attempt(payload, tried + 1);
        else if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: 'The server closed the connection. Please try again.', code: 'BAD_GATEWAY' }),
          );
        } else res.destroy();
      });
      upstreamReq.end(payload);
    }
  });
}
