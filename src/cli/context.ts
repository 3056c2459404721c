/**
 * What every command gets: where to write, whether those are terminals, the environment, and the
 * signal that Ctrl+C fires. Commands never touch `process` themselves, so they stay testable.
 */
import { localeFromEnv } from './numbers';
import { makeStyle, colorWanted, type Style } from './style';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stdoutIsTty: boolean;
  stderrIsTty: boolean;
  /** Width of the terminal on stderr (for the progress line). */
  columns: number;
  env: NodeJS.ProcessEnv;
  /** Fired by Ctrl+C (SIGINT) or SIGTERM. */
  signal: AbortSignal;
}

export class CliContext {
  /** Keys that must never appear in anything printed (set as soon as one is known). */
  readonly secrets = new Set<string>();
  readonly style: Style;
  /** Dimmed notes on stderr (ids to reuse, where files went) follow the stderr terminal. */
  readonly errStyle: Style;
  /** Numbers are printed for this locale (from LC_ALL, LC_NUMERIC or LANG; en-US by default). */
  readonly locale: string;

  constructor(readonly io: CliIo) {
    this.locale = localeFromEnv(io.env);
    this.style = makeStyle(colorWanted(io.stdoutIsTty, io.env));
    this.errStyle = makeStyle(colorWanted(io.stderrIsTty, io.env));
    // The language model's key (the only place it may come from) is never printed either.
    const modelKey = io.env.DATA_ANALYSIS_MODEL_KEY?.trim();
    if (modelKey) this.secrets.add(modelKey);
  }

  get signal(): AbortSignal {
    return this.io.signal;
  }
}
