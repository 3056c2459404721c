import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SetupError } from '../../harness/steps.mjs';
import {
  ensureSystemPackages, installCommand, LIST_FILE, missingPackages, packagesFor, readPackageList, readSimulation, requireSystemPackage,
  type Apt, type SystemPackage,
} from '../../harness/system-packages.mjs';

/**
 * The consent flow for Debian packages, with the real dpkg-query pointed at a fake dpkg state
 * (--admindir), so each path runs the real logic against packages that are, or are not,
 * installed. apt-get is never run: the install is a fake that records what it was asked.
 */
describe('set-up: Debian packages are installed only with consent', () => {
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const list: SystemPackage[] = [
    { name: 'libkrb5-dev', purposes: ['server-build'], why: 'headers to build the server' },
    { name: 'chromium', purposes: ['browser', 'test'], why: 'headless browser' },
    { name: 'python3-pandas', purposes: ['test'], why: 'runs pandas code' },
  ];
  let admindir: string;

  /** A dpkg state in which exactly `installed` are installed (and libkrb5-dev was removed). */
  function fakeDpkg(installed: string[]): void {
    const entry = (name: string, status: string) =>
      `Package: ${name}\nStatus: ${status}\nMaintainer: nobody <nobody@example.org>\nArchitecture: amd64\nVersion: 1.0\nDescription: ${name}\n`;
    const entries = installed.map((name) => entry(name, 'install ok installed'));
    if (!installed.includes('libkrb5-dev')) entries.push(entry('libkrb5-dev', 'deinstall ok config-files'));
    fs.writeFileSync(path.join(admindir, 'status'), `${entries.join('\n')}\n`);
  }

  /** An apt that records its calls; its install marks the packages installed in the fake state. */
  function fakeApt(options: { simulation?: string | null; installs?: boolean } = {}) {
    const calls: { simulate: string[][]; install: string[][] } = { simulate: [], install: [] };
    let installed: string[] = [];
    const apt: Apt = {
      simulate(names) {
        calls.simulate.push(names);
        return options.simulation ?? null;
      },
      install(names) {
        calls.install.push(names);
        if (options.installs === false) return false;
        installed = [...installed, ...names];
        return true;
      },
    };
    return { apt, calls, markInstalled: (base: string[]) => fakeDpkg([...base, ...installed]) };
  }

  beforeEach(() => {
    admindir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-dpkg-'));
  });
  afterEach(() => fs.rmSync(admindir, { recursive: true, force: true }));

  it('reads the one list of packages, each with what needs it and why', () => {
    const packages = readPackageList();
    for (const name of ['chromium', 'libkrb5-dev', 'python3-pandas']) {
      const pkg = packages.find((p) => p.name === name);
      assert.ok(pkg, `${name} is in ${LIST_FILE}`);
      assert.ok(pkg.purposes.length && pkg.why.length > 10, `${name} says what needs it and why`);
    }
    const file = path.join(admindir, 'list.txt');
    fs.writeFileSync(file, '# comment\n\nchromium\n');
    assert.throws(() => readPackageList(file), /cannot read the line "chromium"/);
  });

  it('asks dpkg which packages are missing, for the purposes asked only', () => {
    fakeDpkg(['chromium']);
    assert.deepEqual(missingPackages(['browser'], { list, admindir }).map((p) => p.name), []);
    assert.deepEqual(missingPackages(['browser', 'test'], { list, admindir }).map((p) => p.name), ['python3-pandas']);
    assert.deepEqual(missingPackages(['server-build', 'test'], { list, admindir }).map((p) => p.name), ['libkrb5-dev', 'python3-pandas']);
  });

  it('does nothing and asks nothing when every package is installed', async () => {
    fakeDpkg(['chromium', 'libkrb5-dev', 'python3-pandas']);
    const { apt, calls } = fakeApt();
    let asked = 0;
    const result = await ensureSystemPackages(['server-build', 'browser', 'test'], {
      list, admindir, interactive: true, root: true, apt, ask: () => { asked++; return 'y'; }, print: () => {},
    });
    assert.deepEqual(result, []);
    assert.equal(asked, 0);
    assert.deepEqual(calls, { simulate: [], install: [] });
  });

  it('not root: prints the sudo command and stops, installing nothing', async () => {
    fakeDpkg(['chromium']);
    const { apt, calls } = fakeApt();
    const printed: string[] = [];
    const error = await ensureSystemPackages(['server-build', 'test'], {
      list, admindir, interactive: true, root: false, apt, ask: () => assert.fail('not asked'), print: (t) => printed.push(t),
      again: 'then run `npm start` again',
    }).then(() => assert.fail('it stops'), (e: unknown) => e);
    assert.ok(error instanceof SetupError);
    assert.match(error.message, /missing Debian packages: libkrb5-dev, python3-pandas \(installing needs root; nothing was installed\)/);
    assert.match(error.next ?? '', /sudo apt-get update && sudo apt-get install -y --no-upgrade libkrb5-dev python3-pandas\n {2}then run `npm start` again/);
    assert.match(printed.join('\n'), /libkrb5-dev\s+headers to build the server\n\s+python3-pandas\s+runs pandas code/);
    assert.deepEqual(calls, { simulate: [], install: [] });
  });

  it('no terminal: prints the command to run and stops, installing nothing', async () => {
    fakeDpkg([]);
    const { apt, calls } = fakeApt();
    const error = await ensureSystemPackages(['browser'], {
      list, admindir, interactive: false, root: true, apt, ask: () => assert.fail('not asked'), print: () => {},
    }).then(() => assert.fail('it stops'), (e: unknown) => e);
    assert.ok(error instanceof SetupError);
    assert.match(error.message, /chromium \(no terminal to ask on; nothing is installed without asking\)/);
    assert.match(error.next ?? '', /^install it with\n {4}apt-get update && apt-get install -y --no-upgrade chromium\n/);
    assert.deepEqual(calls, { simulate: [], install: [] });
  });

  it('on a terminal: asks once, naming the packages, why, and what apt would upgrade; no means nothing is installed', async () => {
    fakeDpkg(['chromium']);
    const simulation = [
      'Inst libkrb5-3 [1.20.1-2+deb12u1] (1.20.1-2+deb12u2 Debian-Security:12/stable-security [amd64])',
      'Inst comerr-dev (2.1-1.47.0-2 Debian:12.5/stable [amd64])',
      'Inst libkrb5-dev (1.20.1-2+deb12u2 Debian-Security:12/stable-security [amd64])',
      'Conf libkrb5-dev (1.20.1-2+deb12u2 Debian-Security:12/stable-security [amd64])',
    ].join('\n');
    const { apt, calls } = fakeApt({ simulation });
    const printed: string[] = [];
    const questions: string[] = [];
    const error = await ensureSystemPackages(['server-build'], {
      list, admindir, interactive: true, root: true, apt, print: (t) => printed.push(t), ask: (q) => { questions.push(q); return 'n'; },
    }).then(() => assert.fail('it stops'), (e: unknown) => e);
    assert.deepEqual(questions, ['Install libkrb5-dev now? [y/N] ']);
    assert.match(printed.join('\n'), /libkrb5-dev\s+headers to build the server/);
    assert.match(printed.join('\n'), /apt would also upgrade libkrb5-3 \(the new packages need their newer versions\)/);
    assert.match(printed.join('\n'), /The command: apt-get update && apt-get install -y --no-upgrade libkrb5-dev/);
    assert.ok(error instanceof SetupError);
    assert.match(error.message, /you said no; nothing was installed/);
    assert.deepEqual(calls.install, []);
  });

  it('on a terminal: yes installs exactly the missing packages, then checks again', async () => {
    fakeDpkg(['chromium']);
    const fake = fakeApt();
    const apt: Apt = { simulate: fake.apt.simulate, install: (names) => { const ok = fake.apt.install(names); fake.markInstalled(['chromium']); return ok; } };
    const result = await ensureSystemPackages(['server-build', 'browser', 'test'], {
      list, admindir, interactive: true, root: true, apt, print: () => {}, ask: () => 'y',
    });
    assert.deepEqual(result, ['libkrb5-dev', 'python3-pandas']);
    assert.deepEqual(fake.calls.install, [['libkrb5-dev', 'python3-pandas']]);
    assert.deepEqual(missingPackages(['server-build', 'browser', 'test'], { list, admindir }), []);
  });

  it('on a terminal: when apt-get fails, says so and what to run', async () => {
    fakeDpkg([]);
    const { apt } = fakeApt({ installs: false });
    const error = await ensureSystemPackages(['browser'], {
      list, admindir, interactive: true, root: true, apt, print: () => {}, ask: () => 'yes',
    }).then(() => assert.fail('it stops'), (e: unknown) => e);
    assert.ok(error instanceof SetupError);
    assert.match(error.message, /apt-get could not install chromium \(its output is above\)/);
    assert.match(error.next ?? '', /apt-get install -y --no-upgrade chromium/);
  });

  it('reads what apt-get -s would upgrade and newly install', () => {
    const text = 'NOTE: simulation\nInst e2fsprogs [1.47.0-2] (1.47.0-2+b1 Debian:12 [amd64])\nInst chromium (120 Debian:12 [amd64])\nConf chromium (120)';
    assert.deepEqual(readSimulation(text), { upgrades: ['e2fsprogs'], installs: ['chromium'] });
  });

  it('a test needing a package fails naming it and the command (never a silent skip)', () => {
    fakeDpkg(['chromium']);
    assert.doesNotThrow(() => requireSystemPackage('chromium', { list, admindir }));
    assert.throws(() => requireSystemPackage('python3-pandas', { list, admindir }), /python3-pandas is not installed; install it with: (sudo )?apt-get update && (sudo )?apt-get install -y --no-upgrade python3-pandas/);
    assert.throws(() => requireSystemPackage('cowsay', { list, admindir }), /cowsay is not in .*system-packages\.txt: add a line/);
  });

  it('the command line: without a terminal it lists what is missing and exits 1 with the command', () => {
    fakeDpkg(['chromium']);
    const env = { ...process.env, DATA_ANALYSIS_DPKG_ADMINDIR: admindir };
    const script = path.join(repoRoot, 'test', 'harness', 'system-packages.mjs');
    const missing = spawnSync(process.execPath, [script, 'missing', 'server-build,browser,test'], { env, encoding: 'utf8' });
    assert.equal(missing.status, 0);
    // Everything of the real list but chromium, in the list's order.
    const expected = readPackageList().map((p) => p.name).filter((name) => name !== 'chromium');
    assert.ok(expected.includes('libkrb5-dev') && expected.includes('python3-pandas'));
    assert.deepEqual(missing.stdout.trim().split('\n'), expected);
    const ensure = spawnSync(process.execPath, [script, 'ensure', 'test'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.equal(ensure.status, 1);
    assert.match(ensure.stdout, /python3-pandas\s+runs the pandas code/);
    const forTests = packagesFor(['test']).map((p) => p.name).filter((name) => name !== 'chromium');
    const command = installCommand(forTests).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.match(ensure.stderr, new RegExp(`what to do: install (it|them) with\\n\\s+${command}\\n`));
  });
});
