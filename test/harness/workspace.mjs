// A fresh copy of the sample workspace for a test run or `npm start`, so nothing a run does
// (saving, deleting, adding files) touches the checked-in samples.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './vscode-server.mjs';

export function makeWorkspace(target) {
  fs.mkdirSync(target, { recursive: true });
  const samples = path.join(repoRoot, 'samples');
  if (fs.existsSync(samples)) fs.cpSync(samples, target, { recursive: true });
  return target;
}
