// `npm start`: opens a real VS Code with this extension loaded on the sample workspace.
// With desktop `code` on PATH it uses that; otherwise (a headless machine) it starts the
// VS Code server of shared/notes/real-vscode-tests.md and prints the address to open in a
// browser. Stop with Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startVsCodeServer } from './vscode-server.mjs';

const workspace = path.join(repoRoot, 'samples');
const args = process.argv.slice(2);
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : undefined;

function hasDesktopCode() {
  if (args.includes('--server') || !process.env.DISPLAY) return false;
  return spawnSync('code', ['--version'], { stdio: 'ignore' }).status === 0;
}

if (hasDesktopCode()) {
  console.log('Opening desktop VS Code with the extension under development…');
  spawn('code', ['--new-window', `--extensionDevelopmentPath=${repoRoot}`, workspace], { stdio: 'inherit' });
} else {
  // Kept between starts, so the engine's data, settings and keys persist like a real profile.
  const runDir = path.join(repoRoot, '.test-runs', 'start');
  fs.mkdirSync(runDir, { recursive: true });
  const server = await startVsCodeServer({ runDir, port });
  const url = server.workbenchUrl({ folder: workspace });
  console.log(`\nVS Code ${server.version} is running with Data Analysis loaded on ${workspace}.`);
  console.log(`Open this address in a browser (forward port ${server.port} if this machine is remote):\n\n  ${url}\n`);
  console.log('Press Ctrl+C to stop.');
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (process.env.DATA_ANALYSIS_START_EXIT_AFTER_MS) {
    setTimeout(stop, Number(process.env.DATA_ANALYSIS_START_EXIT_AFTER_MS));
  }
}
