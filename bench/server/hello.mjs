// The ceiling: the least work a Node HTTP server can do per request on this machine.
import http from 'node:http';

const port = Number(process.env.PORT ?? 3401);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  })
  .listen(port, '127.0.0.1');
