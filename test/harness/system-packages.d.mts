// Types of system-packages.mjs, for the TypeScript tests that import it.
export interface SystemPackage { name: string; purposes: string[]; why: string }
export interface Apt { simulate(names: string[]): string | null; install(names: string[]): boolean }
export const LIST_FILE: string;
export function readPackageList(file?: string): SystemPackage[];
export function packagesFor(purposes: string[], list?: SystemPackage[]): SystemPackage[];
export function installedPackages(names: string[], options?: { admindir?: string }): Set<string> | null;
export function missingPackages(purposes: string[], options?: { list?: SystemPackage[]; admindir?: string }): SystemPackage[];
export function installCommand(names: string[], options?: { root?: boolean }): string;
export function readSimulation(text: string): { upgrades: string[]; installs: string[] };
export function requireSystemPackage(name: string, options?: { list?: SystemPackage[]; admindir?: string }): void;
export function isRoot(): boolean;
export const realApt: Apt;
export function ensureSystemPackages(purposes: string[], options?: {
  list?: SystemPackage[];
  admindir?: string;
  interactive?: boolean;
  root?: boolean;
  ask?: (question: string) => Promise<string> | string;
  apt?: Apt;
  print?: (text: string) => void;
  again?: string;
}): Promise<string[]>;
