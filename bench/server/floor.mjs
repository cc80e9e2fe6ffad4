// The floor for a JSON POST route of generate's shape: node:http reads the request body, parses it as
// JSON, and answers with a captured generate response (same headers, same body) and nothing else.
// What is left between this and a real generate is the route's own work.
//
// WORK_US=n adds n µs of pure CPU work per request (a busy loop), so one benchmark run can show what
// a given amount of route work costs in throughput on this machine, waiting and all.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const port = Number(process.env.PORT ?? 3403);
const workMs = Number(process.env.WORK_US ?? 0) / 1000;
const { headers, body } = JSON.parse(readFileSync(process.env.FLOOR_RESPONSE, 'utf8'));

function work() {
  const until = performance.now() + workMs;
  while (performance.now() < until) {
    // busy: stands for the route's own CPU work
  }
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (workMs > 0) work();
      res.writeHead(200, headers);
      res.end(body);
    });
  })
  .listen(port, '127.0.0.1');
