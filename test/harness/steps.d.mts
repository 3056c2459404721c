// Types of steps.mjs, for the TypeScript tests that import it.
export class SetupError extends Error {
  constructor(message: string, details?: { step?: string; tail?: string[]; log?: string; next?: string });
  step?: string;
  tail: string[];
  log?: string;
  next?: string;
}
export function describeFailure(error: unknown): string;
export function formatSeconds(ms: number): string;
export function formatMB(bytes: number): string;
export interface Reporter {
  interactive: boolean;
  line(text: string): void;
  step<T>(name: string, fn: (progress: (text: string) => void) => Promise<T> | T, options?: { detail?: string }): Promise<T>;
}
export function createReporter(options?: { stream?: NodeJS.WritableStream & { isTTY?: boolean; columns?: number }; interactive?: boolean; quietEveryMs?: number }): Reporter;
export function runLogged(command: string, args: string[], options: {
  cwd?: string; env?: NodeJS.ProcessEnv; log: string; onTick?: (lastLine: string) => void; next?: string; tailLines?: number; what?: string;
}): Promise<void>;
export function stopRunningChildren(): void;
export function folderBytes(dir: string): number;
