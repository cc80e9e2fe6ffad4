// The floor for a JSON POST route of generate's shape: node:http reads the request body, parses it as
// JSON, and answers with a captured generate response (same headers, same body) and nothing else.
// What is left between this and a real generate is the route's own work.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const port = Number(process.env.PORT ?? 3403);
const { headers, body } = JSON.parse(readFileSync(process.env.FLOOR_RESPONSE, 'utf8'));
http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, headers);
      res.end(body);
    });
  })
  .listen(port, '127.0.0.1');
