/**
 * The commands of one part of the extension, as a table of command id → what runs it. Every
 * command also takes its answers as arguments, so tests and keybindings can run it without input
 * boxes.
 */
import * as vscode from 'vscode';

export type CommandTable = Record<string, Parameters<typeof vscode.commands.registerCommand>[1]>;

/** Registers every command of the table; dispose of the result to unregister them. */
export function registerCommands(table: CommandTable): vscode.Disposable[] {
  return Object.entries(table).map(([id, run]) => vscode.commands.registerCommand(id, run));
}
