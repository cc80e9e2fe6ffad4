/**
 * The local test model for the streaming benchmark (run with `node --import tsx`): every request is
 * answered with a well-written message for the benchmark's request, streamed as its first chunk after
 * 500 ms and then 40 chunks 25 ms apart. GET /__received says when each first chunk left.
 */
import { dataOf, startModelMock } from '../../apps/server/test/model-mock';
import { goodMessage } from '../../e2e/support/model-scenarios';

const port = Number(process.env.BENCH_MODEL_PORT ?? 3411);
const mock = await startModelMock({
  port,
  reply: (body) => ({
    text: goodMessage(String(dataOf(body).target?.name ?? '')),
    firstChunkDelayMs: 500,
    chunks: 41,
    chunkDelayMs: 25,
  }),
});
console.log(`model on ${mock.baseUrl}`);
const stop = () => mock.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
