/**
 * WCAG 2 contrast of every piece of text the page shows, measured in the page: the text's
 * computed colour against the background it is painted on (the backgrounds of its ancestors in
 * the flat tree, shadow roots included, composited until one is opaque).
 */
import type { Page } from 'playwright-core';

export interface LowContrast {
  text: string;
  element: string;
  color: string;
  background: string;
  ratio: number;
  required: number;
}

/** Text whose contrast is below WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
export function lowContrastText(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const m = /rgba?\(([^)]+)\)/.exec(color);
      if (!m) return [0, 0, 0, 0];
      const parts = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number): number => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba): number => {
      const channel = (v: number): number => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const flatParent = (element: Element): Element | null => {
      if (element.assignedSlot) return element.assignedSlot;
      if (element.parentElement) return element.parentElement;
      const root = element.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = element; e; e = flatParent(e)) {
        const layer = parse(getComputedStyle(e).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      // Under everything, the editor's background that VS Code paints behind the webview.
      let color = parse(getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim() ? `rgb(${hex(getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim())})` : 'rgb(255, 255, 255)');
      for (const layer of layers.reverse()) color = over(layer, color);
      return color;
    };
    function hex(value: string): string {
      const h = value.replace('#', '');
      return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).join(', ');
    }
    const hiddenByAncestor = (element: Element): boolean => {
      for (let e: Element | null = element; e; e = flatParent(e)) {
        if (e.classList.contains('visually-hidden') || e.getAttribute('aria-hidden') === 'true') return true;
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
      }
      return false;
    };
    const found: LowContrast[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const text = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
        if (!text || element.closest('style, script, title')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || hiddenByAncestor(element)) continue;
        const style = getComputedStyle(element);
        if ((element as HTMLButtonElement).disabled || element.closest('[disabled]')) continue; // WCAG exempts inactive controls
        const background = backgroundOf(element);
        const color = over(parse(style.color), background);
        const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
        const ratio = (light + 0.05) / (dark + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const required = large ? 3 : 4.5;
        if (ratio < required) {
          found.push({ text: text.slice(0, 40), element: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, color: style.color, background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`, ratio: Math.round(ratio * 100) / 100, required });
        }
      }
    };
    visit(document);
    return found;
  });
}
