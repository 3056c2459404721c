/**
 * The HTML shell of the chat webview. A pure function (no vscode import) so the same page is
 * served by the Chromium tests with the same Content-Security-Policy as in VS Code.
 */

export interface ChatHtmlOptions {
  /** `webview.cspSource`: the origin the webview's own resources are served from. */
  cspSource: string;
  /** A fresh value per load (createNonce in ./nonce). */
  nonce: string;
  /** `webview.asWebviewUri` of dist/webview/main.js, styles.css and codicon.css. */
  scriptUri: string;
  stylesUri: string;
  codiconsUri: string;
  /** true: text uses the editor's font size (`--vscode-editor-font-size`), not the UI's. */
  fontSizeFromEditor?: boolean;
  /** The `lang` of the page (vscode.env.language). */
  language?: string;
}

/**
 * No network at all: nothing but the webview's own files, scripts only with the nonce, images
 * from the bundle or from `data:` URIs the webview builds from bytes the host downloaded.
 * No 'unsafe-inline' and no 'unsafe-eval': the UI elements style themselves through
 * constructed style sheets (adoptedStyleSheets), which style-src does not restrict.
 */
export function chatContentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `img-src ${cspSource} data:`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const NONCE_PATTERN = /^[A-Za-z0-9+/=_-]{16,}$/;
/** One origin, possibly with a wildcard host (`https://*.vscode-cdn.net`). */
const ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*:(\/\/[^\s;,'"<>]+)?$/i;

/**
 * `webview.cspSource` is one origin in desktop VS Code and `'self' https://*.vscode-cdn.net` in
 * the browser-hosted workbench: origins and 'self' only, never another keyword such as
 * 'unsafe-inline' or a directive separator.
 */
function isCspSourceList(value: string): boolean {
  const tokens = value.trim().split(/ +/);
  return value.trim() !== '' && !/[\t\r\n]/.test(value) && tokens.every((token) => token === "'self'" || ORIGIN_PATTERN.test(token));
}

export function buildChatHtml(options: ChatHtmlOptions): string {
  if (!NONCE_PATTERN.test(options.nonce)) throw new Error('The webview nonce must be at least 16 base64 characters.');
  if (!isCspSourceList(options.cspSource)) throw new Error('The webview CSP source must be origins (and \'self\') only.');
  const csp = chatContentSecurityPolicy(options.cspSource, options.nonce);
  const bodyClass = options.fontSizeFromEditor === false ? 'font-ui' : 'font-editor';
  return `<!DOCTYPE html>
<html lang="${attr(options.language ?? 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(options.codiconsUri)}" id="vscode-codicon-stylesheet">
<link rel="stylesheet" href="${attr(options.stylesUri)}">
<title>Data Analysis</title>
</head>
<body class="${bodyClass}">
<div id="app"></div>
<script type="module" nonce="${attr(options.nonce)}" src="${attr(options.scriptUri)}"></script>
</body>
</html>
`;
}

/** Escapes a value for a double-quoted HTML attribute. */
function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
