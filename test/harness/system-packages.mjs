// The Debian packages of system-packages.txt: which are missing (asked of dpkg-query), and the
// consent to install them. Nothing is installed or upgraded without the user's yes: on a
// terminal it asks once, naming the packages and why; without a terminal, or when not root, it
// prints the command to run and stops. `.ci/run` reads the same list through the CLI below.
//
// For tests, DATA_ANALYSIS_DPKG_ADMINDIR points dpkg-query at a fake dpkg state (a folder with a
// `status` file), so the real check runs against packages that are, or are not, "installed".
//
// CLI: node system-packages.mjs missing <purpose,…>   prints the missing packages, one a line
//      node system-packages.mjs ensure <purpose,…>    the consent flow; exits 1 when still missing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SetupError } from './steps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const LIST_FILE = path.join(here, 'system-packages.txt');

/** @returns {{ name: string, purposes: string[], why: string }[]} */
export function readPackageList(file = LIST_FILE) {
  const packages = [];
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(\S+)\s+(\S+)\s+(.+)$/.exec(line);
    if (!match) throw new Error(`${file}: cannot read the line "${line}" (expected: <package> <purposes> <why>)`);
    packages.push({ name: match[1], purposes: match[2].split(','), why: match[3] });
  }
  return packages;
}

/** The packages of `list` needed for any of `purposes`. */
export function packagesFor(purposes, list = readPackageList()) {
  return list.filter((pkg) => pkg.purposes.some((p) => purposes.includes(p)));
}

/**
 * Which of `names` dpkg reports as installed. Returns null when dpkg-query is not there (not a
 * Debian system: nothing can be checked).
 */
export function installedPackages(names, { admindir = process.env.DATA_ANALYSIS_DPKG_ADMINDIR } = {}) {
  if (!names.length) return new Set();
  const args = [...(admindir ? [`--admindir=${admindir}`] : []), '-W', '-f=${Package}\t${Status}\n', ...names];
  const result = spawnSync('dpkg-query', args, { encoding: 'utf8' });
  if (result.error) return null;
  const installed = new Set();
  // Exit 1 only means some names are unknown; the known ones are still listed.
  for (const line of result.stdout.split('\n')) {
    const [name, status] = line.split('\t');
    if (status?.trim() === 'install ok installed') installed.add(name);
  }
  return installed;
}

/** The packages needed for `purposes` that are not installed (empty when dpkg is not there). */
export function missingPackages(purposes, { list = readPackageList(), admindir } = {}) {
  const needed = packagesFor(purposes, list);
  const installed = installedPackages(needed.map((p) => p.name), { admindir });
  if (!installed) return [];
  return needed.filter((p) => !installed.has(p.name));
}

/** The command that installs `names` without upgrading what is already installed. */
export function installCommand(names, { root = isRoot() } = {}) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-upgrade ${names.join(' ')}`;
}

/**
 * From `apt-get install -s` output: the packages it would upgrade (already installed, a newer
 * version needed) and those it would newly install.
 */
export function readSimulation(text) {
  const upgrades = [];
  const installs = [];
  for (const line of text.split('\n')) {
    const match = /^Inst (\S+) (\[[^\]]+\] )?\(/.exec(line);
    if (!match) continue;
    (match[2] ? upgrades : installs).push(match[1]);
  }
  return { upgrades, installs };
}

/**
 * For a test that needs a package of the list: throws, naming the package and the command that
 * installs it, when dpkg says it is not installed (a test never skips silently).
 */
export function requireSystemPackage(name, { list = readPackageList(), admindir } = {}) {
  if (!list.some((pkg) => pkg.name === name)) throw new Error(`${name} is not in ${LIST_FILE}: add a line for it there`);
  const installed = installedPackages([name], { admindir });
  if (installed && !installed.has(name)) {
    throw new Error(`the Debian package ${name} is not installed; install it with: ${installCommand([name])}`);
  }
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** apt-get itself: a simulation (read-only, any user) and the real install (shown as it runs). */
export const realApt = {
  simulate(names) {
    const result = spawnSync('apt-get', ['install', '-s', '--no-upgrade', ...names], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    return result.status === 0 ? result.stdout : null;
  },
  install(names) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-upgrade', ...names]]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) return false;
    }
    return true;
  },
};

async function askOnTerminal(question) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await new Promise((resolve) => {
      rl.on('SIGINT', () => resolve('')); // Ctrl+C at the question is a no
      rl.question(question, resolve);
    });
  } finally {
    rl.close();
  }
}

/**
 * Makes sure the packages needed for `purposes` are installed, asking first. Throws a SetupError
 * (with the command to run) when they are missing and were not installed.
 */
export async function ensureSystemPackages(purposes, {
  list = readPackageList(),
  admindir = process.env.DATA_ANALYSIS_DPKG_ADMINDIR,
  interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY),
  root = isRoot(),
  ask = askOnTerminal,
  apt = realApt,
  print = (text) => console.log(text),
  again = 'then run this command again',
} = {}) {
  const missing = missingPackages(purposes, { list, admindir });
  if (!missing.length) return [];
  const names = missing.map((p) => p.name);
  const width = Math.max(...names.map((n) => n.length));
  print(`This needs ${missing.length === 1 ? 'a Debian package that is' : 'Debian packages that are'} not installed:`);
  for (const pkg of missing) print(`  ${pkg.name.padEnd(width)}  ${pkg.why}`);
  const command = installCommand(names, { root });
  const stop = (why) => new SetupError(`missing Debian package${names.length > 1 ? 's' : ''}: ${names.join(', ')} (${why})`, {
    next: `install ${names.length > 1 ? 'them' : 'it'} with\n    ${command}\n  ${again}`,
  });
  if (!root) throw stop('installing needs root; nothing was installed');
  if (!interactive) throw stop('no terminal to ask on; nothing is installed without asking');

  const simulation = apt.simulate(names);
  const upgrades = simulation ? readSimulation(simulation).upgrades : [];
  if (upgrades.length) {
    print(`To install ${names.length > 1 ? 'them' : 'it'}, apt would also upgrade ${upgrades.join(', ')} (the new packages need their newer versions).`);
  }
  print(`The command: ${command}`);
  const answer = String(await ask(`Install ${names.join(', ')} now? [y/N] `)).trim().toLowerCase();
  if (answer !== 'y' && answer !== 'yes') throw stop('you said no; nothing was installed');
  if (!apt.install(names)) {
    throw new SetupError(`apt-get could not install ${names.join(', ')} (its output is above)`, { next: `fix what apt-get said, or run\n    ${command}\n  ${again}` });
  }
  const still = missingPackages(purposes, { list, admindir });
  if (still.length) throw stop(`apt-get finished but ${still.map((p) => p.name).join(', ')} is still not installed`);
  return names;
}

async function cli([verb, purposes = '']) {
  const wanted = purposes.split(',').filter(Boolean);
  if (verb === 'missing') {
    for (const pkg of missingPackages(wanted)) console.log(pkg.name);
    return 0;
  }
  if (verb === 'ensure') {
    try {
      await ensureSystemPackages(wanted);
      return 0;
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      console.error(`${error.message}\nwhat to do: ${error.next}`);
      return 1;
    }
  }
  console.error('usage: node system-packages.mjs missing|ensure <purpose,…>');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).then((code) => { process.exitCode = code; });
}
