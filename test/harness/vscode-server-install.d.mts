// Types of vscode-server-install.mjs, for the TypeScript tests that import it.
import type { Reporter } from './steps.mjs';
export const NODE_VERSION: string;
export const CODE_SERVER_VERSION: string;
export interface InstalledServer { node: string; serverMain: string; version: string; cache: string }
export function cacheDir(env?: NodeJS.ProcessEnv): string;
export function withoutOuterNpm(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function serverInstallEnv(env: NodeJS.ProcessEnv, nodeDir: string, npmCache: string): NodeJS.ProcessEnv;
export function installedVsCodeServer(cache?: string): InstalledServer | null;
export function installVsCodeServer(reporter: Reporter, options?: { cache?: string; env?: NodeJS.ProcessEnv }): Promise<InstalledServer>;
