/**
 * From argv to an exit code: parse, run the command, and tell any failure on stderr (one line
 * and the usage for a bad argument, exit 2; message, code and trace id otherwise, with the exit
 * code of its kind: see EXIT).
 */
import { parseCommandLine, PROGRAM, usage, UsageError } from './args';
import { EXIT, RUNNERS } from './commands';
import { CliContext, type CliIo } from './context';
import { describeError, exitCodeOf } from './report';

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const cx = new CliContext(io);
  const given = io.env.DATA_ANALYSIS_API_KEY;
  if (given) cx.secrets.add(given);
  const keyAt = argv.indexOf('--api-key');
  if (keyAt >= 0 && argv[keyAt + 1]) cx.secrets.add(argv[keyAt + 1]);
  for (const arg of argv) if (arg.startsWith('--api-key=')) cx.secrets.add(arg.slice('--api-key='.length));
  try {
    const parsed = parseCommandLine(argv);
    if ('help' in parsed) {
      io.stdout(usage(parsed.help));
      return EXIT.ok;
    }
    return await RUNNERS[parsed.command](parsed, cx);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${PROGRAM}: ${error.message}\n\n${usage(error.command)}`);
      return EXIT.usage;
    }
    if (io.signal.aborted) {
      io.stderr(`${PROGRAM}: stopped\n`);
      return EXIT.interrupted;
    }
    io.stderr(describeError(error, [...cx.secrets]));
    return exitCodeOf(error);
  }
}
