/**
 * A local SMTP server for e2e (the smtp-server package): the app sends its reset and verification
 * emails here (SMTP_URL), and specs read them over HTTP, like a mail catcher:
 * GET /messages?to=<address> → [{to, subject, text}], oldest first.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3111);
const apiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3112);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${apiPort}`);
  if (url.pathname !== '/messages') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
}).listen(apiPort, '127.0.0.1');
