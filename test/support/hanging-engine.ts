/**
 * An engine process whose analyst answers part of a question and then never finishes, for tests
 * that kill the engine in the middle of a job (kill -9). Run with `node --import tsx`; the data
 * dir and key come from the environment. Prints `listening <url>` once ready and `produced`
 * once the partial answer has had time to be saved.
 */
import { startEngine } from '../../src/engine/server';

const PRODUCED_AFTER_MS = 1_000;

async function main(): Promise<void> {
  const engine = await startEngine({
    apiKey: process.env.HANGING_ENGINE_KEY as string,
    dataDir: process.env.HANGING_ENGINE_DATA_DIR as string,
    analyst: async (context) => {
      context.emit({ kind: 'MESSAGE', group: { id: 'g-answer', name: 'Answer', stage: 'Respond' }, content: 'The first half of the answer' });
      context.emit({ kind: 'CODE', group: { id: 'g-answer', name: 'Answer', stage: 'Respond' }, content: '```sql\nSELECT 1\n```' });
      setTimeout(() => process.stdout.write('produced\n'), PRODUCED_AFTER_MS);
      await new Promise(() => undefined);
      return {};
    },
  });
  process.stdout.write(`listening ${engine.url}\n`);
}

void main();
