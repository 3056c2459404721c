/**
 * Reading an API key from a file (`--api-key-file`), the way to hand a key over without putting
 * it on a command line, where every local user can read it with `ps`. The file must be a regular
 * file only its owner can read and write (mode 0600 or stricter) and owned by the user running
 * the program; anything else is refused, as others could read the key.
 */
import { open } from 'node:fs/promises';
import { constants } from 'node:fs';

export class KeyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyFileError';
  }
}

const MAX_KEY_FILE_BYTES = 4096;

export async function readKeyFile(file: string): Promise<string> {
  let handle;
  try {
    // O_NOFOLLOW: the file is checked and read as itself, never through a link someone else placed.
    handle = await open(file, constants.O_RDONLY | (process.platform === 'win32' ? 0 : constants.O_NOFOLLOW));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new KeyFileError(`the API key file ${file} is a symbolic link; give the file itself`);
    throw new KeyFileError(`the API key file ${file} cannot be read (${code ?? (error as Error).message})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new KeyFileError(`the API key file ${file} is not a regular file`);
    // Windows has no such mode bits; there the file's ACL is the user's to set.
    if (process.platform !== 'win32') {
      if ((info.mode & 0o077) !== 0) {
        throw new KeyFileError(
          `the API key file ${file} can be read by other users (mode ${(info.mode & 0o777).toString(8)}); make it private: chmod 600 ${file}`,
        );
      }
      if (typeof process.getuid === 'function' && info.uid !== process.getuid()) {
        throw new KeyFileError(`the API key file ${file} belongs to another user; it must be yours`);
      }
    }
    if (info.size > MAX_KEY_FILE_BYTES) throw new KeyFileError(`the API key file ${file} is larger than ${MAX_KEY_FILE_BYTES} bytes; it should hold the key only`);
    const key = (await handle.readFile('utf8')).trim();
    if (key === '') throw new KeyFileError(`the API key file ${file} is empty`);
    if (/[\r\n]/.test(key)) throw new KeyFileError(`the API key file ${file} holds more than one line; it should hold the key only`);
    return key;
  } finally {
    await handle.close();
  }
}
