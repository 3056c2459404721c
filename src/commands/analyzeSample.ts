/**
 * Analyze the Sample (the Get Started walkthrough): the sample sales data that ships with the
 * extension, copied to the extension's own storage (nothing is written into the user's
 * workspace), then analyzed like any file.
 */
import * as vscode from 'vscode';
import type { AnalyzeRequest, AnalyzeResult } from './analyzeFile';
import { registerCommands } from './registerCommands';

export class AnalyzeSampleCommand {
  constructor(
    /** samples/sales.csv inside the installed extension. */
    private readonly sample: vscode.Uri,
    /** A folder of the extension's global storage. */
    private readonly storage: vscode.Uri,
  ) {}

  register(): vscode.Disposable[] {
    return registerCommands({ 'dataAnalysis.analyzeSample': (request?: Omit<AnalyzeRequest, 'files'>) => this.run(request) });
  }

  async run(request: Omit<AnalyzeRequest, 'files'> = {}): Promise<AnalyzeResult | undefined> {
    await vscode.workspace.fs.createDirectory(this.storage);
    const copy = vscode.Uri.joinPath(this.storage, 'sales.csv');
    await vscode.workspace.fs.copy(this.sample, copy, { overwrite: true });
    return vscode.commands.executeCommand<AnalyzeResult | undefined>('dataAnalysis.analyzeFile', { ...request, files: [copy] });
  }
}
