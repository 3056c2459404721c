/**
 * The data tools in VS Code's agent mode (`vscode.lm.registerTool`; declared in package.json's
 * `languageModelTools`, whose names and schemas a unit test holds equal to src/tools/specs.ts).
 * VS Code does not check tool input against the schema, so each tool reads its own input and
 * answers a bad one with a message the model can act on. Uploading a file asks the user first
 * (`prepareInvocation`), naming the file and where it goes.
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { DataTools, readToolInput, toolErrorMessage, ToolError } from './dataTools';
import { TOOL_SPECS, type ToolId, type ToolSpec } from './specs';
import { escapeMarkdown } from '../common/markdown';

/** Where a relative path in a tool input starts: the first workspace folder. */
export function workspaceBaseDir(): string | undefined {
  return vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file')?.uri.fsPath;
}

function signalOf(token: vscode.CancellationToken): AbortSignal {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  else token.onCancellationRequested(() => controller.abort());
  return controller.signal;
}

class DataTool implements vscode.LanguageModelTool<unknown> {
  constructor(
    private readonly spec: ToolSpec,
    private readonly tools: DataTools,
    private readonly serviceName: () => string,
  ) {}

  async prepareInvocation(options: vscode.LanguageModelToolInvocationPrepareOptions<unknown>): Promise<vscode.PreparedToolInvocation> {
    const id: ToolId = this.spec.id;
    // A bad input fails here, before anyone is asked to confirm it.
    const input = readInputOrThrow(id, options.input);
    switch (id) {
      case 'analyzeFile': {
        const { path: given, datasetId } = input as { path: string; datasetId?: string };
        const filePath = await this.tools.resolveFile(given).catch((error: unknown) => {
          throw new Error(toolErrorMessage(error), { cause: error });
        });
        const where = this.serviceName();
        const message = new vscode.MarkdownString();
        message.appendMarkdown(vscode.l10n.t('Upload **{0}** to the {1}', escapeMarkdown(path.basename(filePath), { singleLine: true }), where));
        message.appendMarkdown(datasetId ? vscode.l10n.t(' into dataset `{0}`', datasetId.replace(/`/g, '')) : vscode.l10n.t(' as a new dataset'));
        message.appendMarkdown('.\n\n');
        message.appendText(filePath);
        return {
          invocationMessage: vscode.l10n.t('Uploading {0}…', path.basename(filePath)),
          confirmationMessages: { title: vscode.l10n.t('Upload a data file?'), message },
        };
      }
      case 'askQuestion':
        return { invocationMessage: vscode.l10n.t('Asking the data: {0}', (input as { question: string }).question) };
      case 'describeDataset':
        return { invocationMessage: vscode.l10n.t('Describing the dataset…') };
      case 'runSql':
        return { invocationMessage: vscode.l10n.t('Running a read-only SQL query…') };
      case 'listDatasets':
        return { invocationMessage: vscode.l10n.t('Listing datasets…') };
    }
  }

  async invoke(options: vscode.LanguageModelToolInvocationOptions<unknown>, token: vscode.CancellationToken): Promise<vscode.LanguageModelToolResult> {
    const signal = signalOf(token);
    try {
      const text = await this.run(options.input, signal);
      return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
    } catch (error) {
      // The message reaches the model, which can correct its input or tell the user.
      throw new Error(toolErrorMessage(error), { cause: error });
    }
  }

  private async run(raw: unknown, signal: AbortSignal): Promise<string> {
    switch (this.spec.id) {
      case 'listDatasets':
        return this.tools.listDatasets(readToolInput('listDatasets', raw), signal);
      case 'describeDataset':
        return this.tools.describeDataset(readToolInput('describeDataset', raw), signal);
      case 'askQuestion':
        return (await this.tools.askQuestion(readToolInput('askQuestion', raw), signal)).markdown;
      case 'runSql':
        return (await this.tools.runSql(readToolInput('runSql', raw), signal)).markdown;
      case 'analyzeFile':
        return (await this.tools.analyzeFile(readToolInput('analyzeFile', raw), signal)).markdown;
    }
  }
}

function readInputOrThrow(id: ToolId, raw: unknown): unknown {
  try {
    return readToolInput(id, raw);
  } catch (error) {
    throw new Error(error instanceof ToolError ? error.message : String(error), { cause: error });
  }
}

export function registerLanguageModelTools(tools: DataTools, serviceName: () => string): vscode.Disposable[] {
  return TOOL_SPECS.map((spec) => vscode.lm.registerTool(spec.lmName, new DataTool(spec, tools, serviceName)));
}
