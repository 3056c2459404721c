/**
 * The `data-analysis` command-line client (built to dist/cli.js). Run `data-analysis --help`.
 *
 * The first Ctrl+C stops what is running at once through an AbortSignal (a streamed answer keeps
 * what was printed; the question is never sent again); a second one exits immediately.
 */
import { runCli } from './cli/main';
import type { CliIo } from './cli/context';

const controller = new AbortController();
let interrupts = 0;
const stop = () => {
  interrupts++;
  if (interrupts > 1) process.exit(130);
  controller.abort();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A closed pipe (`data-analysis ... | head`) ends the run quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});

const io: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stdoutIsTty: process.stdout.isTTY === true,
  stderrIsTty: process.stderr.isTTY === true,
  // 0 when the terminal does not say (e.g. under `script`).
  columns: process.stderr.columns || 80,
  env: process.env,
  signal: controller.signal,
};

// `data-analysis mcp` serves the data tools over MCP on stdio (src/mcp/main.ts).
const run = process.argv[2] === 'mcp'
  ? import('./mcp/main').then(({ runMcpServer }) => runMcpServer(process.argv.slice(3), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: io.stderr, cwd: process.cwd(), signal: controller.signal }))
  : runCli(process.argv.slice(2), io);
run.then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`data-analysis: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
