/** Small DOM helpers. Untrusted text only ever goes through `textContent` (never innerHTML). */

type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** Creates an element with attributes (false/undefined omitted, true as "") and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

/** Creates a custom element (the vscode-elements) the same way. */
export function el(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  append(element, children);
  return element;
}

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
}

function append(element: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** A toolbar button (vscode-button, secondary look) with a codicon and a label. */
export function actionButton(label: string, icon: string, onClick: () => void, extra: Attributes = {}): HTMLElement {
  const button = el('vscode-button', { secondary: true, icon, ...extra }, label);
  button.addEventListener('click', onClick);
  return button;
}

/** A codicon as a decorative element (the meaning is always in text next to it). */
export function codicon(name: string, extraClass = ''): HTMLElement {
  return h('span', { class: `codicon codicon-${name} ${extraClass}`.trim(), 'aria-hidden': 'true' });
}

let nextId = 0;
/** A document-unique id for aria-labelledby links. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}
