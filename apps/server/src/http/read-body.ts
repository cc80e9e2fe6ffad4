/**
 * Reads a request body as text, refusing more than MAX_BODY_BYTES with a 413. Under Node it reads
 * the IncomingMessage directly: going through the web-standard Request (a WHATWG stream adapted
 * from the Node stream) cost more CPU than the rest of a generate request (bench/RESULTS.md).
 * Elsewhere (app.request() in tests) it falls back to the Request.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '@introask/shared';
import type { Context } from 'hono';
import { tooLarge } from './error-handler';

export async function readBodyText(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded || incoming.readableDidRead) {
    if (Number(c.req.header('content-length')) > MAX_BODY_BYTES) throw tooLarge();
    if (incoming?.readableEnded || incoming?.readableDidRead || !c.req.raw.body) {
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
      return text;
    }
    return readStream(c.req.raw.body);
  }
  return readIncoming(incoming);
}

/** The whole body of a Node request as text, refusing more than MAX_BODY_BYTES with a 413. */
export function readIncoming(incoming: IncomingMessage): Promise<string> {
  if (Number(incoming.headers['content-length']) > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        cleanup();
        // Stop reading: the rest of an oversized body is not worth receiving.
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

/** A web stream's bytes as text, stopping (and cancelling the stream) past MAX_BODY_BYTES: 413. */
async function readStream(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
