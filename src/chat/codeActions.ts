/**
 * What a CODE block's buttons do: insert at the cursor of the last active text editor (replacing
 * its selection), insert as a cell of the last active notebook, open in a new file with its
 * language. When the chat panel has focus there is no active editor, so the tracker remembers
 * the last one that had focus before.
 */
import * as vscode from 'vscode';
import { formatterFor } from '../common/format';
import type { LastEditorKind } from '../protocol';

/** How long the inserted lines stay highlighted, and the status bar says where they went. */
const HIGHLIGHT_MS = 2000;
const STATUS_MS = 8000;

/** Names the service uses in code fences, mapped to VS Code language ids. */
const LANGUAGE_ALIASES: Record<string, string> = {
  py: 'python',
  python3: 'python',
  js: 'javascript',
  ts: 'typescript',
  sh: 'shellscript',
  bash: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  md: 'markdown',
  yml: 'yaml',
  'c++': 'cpp',
  cs: 'csharp',
  ps1: 'powershell',
  text: 'plaintext',
  txt: 'plaintext',
  postgresql: 'sql',
  duckdb: 'sql',
};

/** The VS Code language id for a code fence's language (plaintext when VS Code does not know it). */
export async function languageIdFor(language: string): Promise<string> {
  const lower = language.toLowerCase();
  // The fence's language is the service's text: only the table's own entries count.
  const wanted = Object.hasOwn(LANGUAGE_ALIASES, lower) ? LANGUAGE_ALIASES[lower] : lower;
  if (!wanted) return 'plaintext';
  const known = await vscode.languages.getLanguages();
  return known.includes(wanted) ? wanted : 'plaintext';
}

export class EditorTracker implements vscode.Disposable {
  private text: vscode.TextEditor | undefined;
  private notebook: vscode.NotebookEditor | undefined;
  private kindValue: LastEditorKind = 'none';
  private readonly changed = new vscode.EventEmitter<LastEditorKind>();
  readonly onDidChange = this.changed.event;
  private readonly subscriptions: vscode.Disposable[];

  constructor() {
    this.noteNotebook(vscode.window.activeNotebookEditor);
    this.noteText(vscode.window.activeTextEditor ?? vscode.window.visibleTextEditors.find(isDocumentEditor));
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor((editor) => this.noteText(editor)),
      vscode.window.onDidChangeActiveNotebookEditor((editor) => this.noteNotebook(editor)),
      vscode.workspace.onDidCloseTextDocument(() => this.forgetClosed()),
      vscode.workspace.onDidCloseNotebookDocument(() => this.forgetClosed()),
    ];
  }

  get kind(): LastEditorKind {
    return this.kindValue;
  }

  get lastTextEditor(): vscode.TextEditor | undefined {
    return this.text && !this.text.document.isClosed ? this.text : undefined;
  }

  get lastNotebookEditor(): vscode.NotebookEditor | undefined {
    return this.notebook && !this.notebook.notebook.isClosed ? this.notebook : undefined;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
  }

  private noteText(editor: vscode.TextEditor | undefined): void {
    // Focus moving into the panel gives `undefined`: the last editor stays remembered.
    if (!editor || !isDocumentEditor(editor)) return;
    this.text = editor;
    this.setKind('text');
  }

  private noteNotebook(editor: vscode.NotebookEditor | undefined): void {
    if (!editor) return;
    this.notebook = editor;
    this.setKind('notebook');
  }

  private forgetClosed(): void {
    if (this.text?.document.isClosed) this.text = undefined;
    if (this.notebook?.notebook.isClosed) this.notebook = undefined;
    if (this.kindValue === 'text' && !this.text) this.setKind(this.notebook ? 'notebook' : 'none');
    else if (this.kindValue === 'notebook' && !this.notebook) this.setKind(this.text ? 'text' : 'none');
  }

  private setKind(kind: LastEditorKind): void {
    if (kind === this.kindValue) return;
    this.kindValue = kind;
    this.changed.fire(kind);
  }
}

/** A text editor on a document (not an output channel, not a notebook cell: cells go with their notebook). */
function isDocumentEditor(editor: vscode.TextEditor): boolean {
  const scheme = editor.document.uri.scheme;
  return scheme !== 'output' && scheme !== 'vscode-notebook-cell' && scheme !== 'comment';
}

/**
 * Replaces the selection of the last active text editor with `code`, then shows where it went:
 * the inserted lines are scrolled into view and briefly highlighted, the cursor is put after
 * them, and the status bar names the file. Resolves to the editor's document, or undefined when
 * there is none to insert into (the caller says so).
 */
export async function insertAtCursor(tracker: EditorTracker, code: string): Promise<vscode.TextDocument | undefined> {
  const last = tracker.lastTextEditor;
  if (!last) return undefined;
  const selection = last.selection;
  const editor = await vscode.window.showTextDocument(last.document, { viewColumn: last.viewColumn, selection, preserveFocus: false });
  const ok = await editor.edit((builder) => builder.replace(selection, code));
  if (!ok) return undefined;
  const inserted = new vscode.Range(selection.start, endOfInsert(selection.start, code));
  editor.selection = new vscode.Selection(inserted.end, inserted.end);
  editor.revealRange(inserted, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  highlight(editor, inserted);
  const lines = inserted.end.line - inserted.start.line + 1;
  const name = displayName(editor.document.uri, editor.document.isUntitled);
  const count = formatterFor(vscode.env.language).number(lines);
  vscode.window.setStatusBarMessage(
    `$(check) ${lines === 1 ? vscode.l10n.t('Inserted 1 line into {0}', name) : vscode.l10n.t('Inserted {0} lines into {1}', count, name)}`,
    STATUS_MS,
  );
  return editor.document;
}

/** Where text inserted at `start` ends (the editor turns every line break into the document's own). */
export function endOfInsert(start: vscode.Position, code: string): vscode.Position {
  const lines = code.split(/\r\n|\r|\n/);
  const lastLine = lines[lines.length - 1];
  return lines.length === 1 ? start.translate(0, lastLine.length) : new vscode.Position(start.line + lines.length - 1, lastLine.length);
}

/** Highlights `range`'s whole lines for a moment, the way a search result is shown. */
function highlight(editor: vscode.TextEditor, range: vscode.Range): void {
  const decoration = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground'),
    border: '1px solid',
    borderColor: new vscode.ThemeColor('editor.rangeHighlightBorder'),
    isWholeLine: true,
  });
  editor.setDecorations(decoration, [range]);
  setTimeout(() => decoration.dispose(), HIGHLIGHT_MS);
}

/** A document's name as its tab shows it (workspace-relative for a file, the title for an untitled one). */
function displayName(uri: vscode.Uri, untitled: boolean): string {
  if (untitled) return uri.path;
  return vscode.workspace.asRelativePath(uri, false);
}

/** Inserts `code` as a code cell after the selected cells of the last active notebook, selects and reveals it, and says where it went. */
export async function insertNotebookCell(tracker: EditorTracker, code: string, language: string): Promise<vscode.NotebookDocument | undefined> {
  const editor = tracker.lastNotebookEditor;
  if (!editor) return undefined;
  const notebook = editor.notebook;
  const index = editor.selection && !editor.selection.isEmpty ? editor.selection.end : notebook.cellCount;
  const firstCodeCell = notebook.getCells().find((cell) => cell.kind === vscode.NotebookCellKind.Code);
  const cellLanguage = language ? await languageIdFor(language) : firstCodeCell?.document.languageId ?? 'python';
  const edit = new vscode.WorkspaceEdit();
  edit.set(notebook.uri, [vscode.NotebookEdit.insertCells(index, [new vscode.NotebookCellData(vscode.NotebookCellKind.Code, code, cellLanguage)])]);
  if (!(await vscode.workspace.applyEdit(edit))) return undefined;
  const shown = await vscode.window.showNotebookDocument(notebook, { viewColumn: editor.viewColumn, preserveFocus: false });
  const range = new vscode.NotebookRange(index, index + 1);
  shown.selection = range;
  shown.revealRange(range, vscode.NotebookEditorRevealType.InCenterIfOutsideViewport);
  const cellNumber = formatterFor(vscode.env.language).number(index + 1);
  vscode.window.setStatusBarMessage(`$(check) ${vscode.l10n.t('Inserted cell {0} into {1}', cellNumber, displayName(notebook.uri, notebook.isUntitled))}`, STATUS_MS);
  return notebook;
}

/** Opens `code` in a new untitled editor with its language. */
export async function openInNewFile(code: string, language: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument({ language: await languageIdFor(language), content: code });
  await vscode.window.showTextDocument(document, { preview: false });
  return document;
}
