/**
 * The local OpenAI-compatible model for e2e runs (started by playwright.config.ts with
 * `node --import tsx`): apps/server/test/model-mock.ts answering by e2e/support/model-scenarios.ts.
 * GET /__received lists what it was asked and whether the app hung up on it.
 */
import { startModelMock } from '../../apps/server/test/model-mock';
import { replyFor } from './model-scenarios';

const port = Number(process.env.E2E_MODEL_PORT ?? 3110);
const mock = await startModelMock({ port, reply: replyFor });
console.log(`model server on ${mock.baseUrl}`);
const stop = () => mock.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
