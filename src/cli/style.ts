/**
 * Terminal styling. ANSI codes only when the output is a terminal and NO_COLOR is unset (see
 * no-color.org); FORCE_COLOR turns them on for a pipe (NO_COLOR still wins), so a test or a pager
 * can see exactly what a terminal would.
 */
export interface Style {
  readonly enabled: boolean;
  dim(text: string): string;
  bold(text: string): string;
  italic(text: string): string;
  code(text: string): string;
  red(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => (text === '' ? '' : `\u001b[${open}m${text}\u001b[${close}m`);

const ON: Style = {
  enabled: true,
  dim: wrap(2, 22),
  bold: wrap(1, 22),
  italic: wrap(3, 23),
  code: wrap(36, 39),
  red: wrap(31, 39),
};

const same = (text: string) => text;
const OFF: Style = { enabled: false, dim: same, bold: same, italic: same, code: same, red: same };

export function colorWanted(isTty: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return isTty;
}

export function makeStyle(enabled: boolean): Style {
  return enabled ? ON : OFF;
}

/** Printable width of a text: ANSI codes take none, and a code point is one column. */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

/** Removes control characters a server could use to move the cursor or rewrite the screen. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}
