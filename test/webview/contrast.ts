/**
 * WCAG 2 contrast of every piece of text the page shows, measured in the page: the text's
 * computed colour against the background it is painted on (the backgrounds of its ancestors in
 * the flat tree, shadow roots included, composited until one is opaque). Charts are images, so
 * their text is measured apart: each SVG text's fill against the chart's own panel, composited
 * over whatever the webview paints behind the image.
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

type Rgba = [number, number, number, number];

/** A piece of text as the page paints it: its colour and the layers behind it, topmost first. */
interface Painted {
  text: string;
  element: string;
  color: string;
  /** Extra opacity of the text (SVG fill-opacity and group opacity); 1 for HTML. */
  opacity: number;
  layers: string[];
  fontSize: number;
  fontWeight: number;
}

function parse(color: string): Rgba {
  const rgb = /rgba?\(([^)]+)\)/.exec(color);
  if (rgb) {
    const parts = rgb[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  return hex ? [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba : [0, 0, 0, 0];
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i: number): number => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The texts below WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
function belowAa(painted: Painted[]): LowContrast[] {
  return painted.flatMap((item) => {
    // Under everything is the last layer (the editor's background or the page's).
    const background = item.layers.map(parse).reverse().reduce((below, layer) => over(layer, below), [0, 0, 0, 0] as Rgba);
    const [r, g, b, a] = parse(item.color);
    const color = over([r, g, b, a * item.opacity], background);
    const [light, dark] = [luminance(color), luminance(background)].sort((x, y) => y - x);
    const ratio = (light + 0.05) / (dark + 0.05);
    const large = item.fontSize >= 24 || (item.fontSize >= 18.66 && item.fontWeight >= 700);
    const required = large ? 3 : 4.5;
    return ratio < required
      ? [{ text: item.text, element: item.element, color: item.color, background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`, ratio: Math.round(ratio * 100) / 100, required }]
      : [];
  });
}

/** Text whose contrast is below WCAG AA, among everything the page shows outside images. */
export async function lowContrastText(page: Page): Promise<LowContrast[]> {
  return belowAa(await page.evaluate(() => {
    const flatParent = (element: Element): Element | null => {
      if (element.assignedSlot) return element.assignedSlot;
      if (element.parentElement) return element.parentElement;
      const root = element.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    const editor = getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim() || '#ffffff';
    // The backgrounds from the element outwards, ending with the editor's, which VS Code paints behind the webview.
    const layersOf = (element: Element): string[] => {
      const layers: string[] = [];
      for (let e: Element | null = element; e; e = flatParent(e)) {
        const color = getComputedStyle(e).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') layers.push(color);
      }
      return [...layers, editor];
    };
    const hiddenByAncestor = (element: Element): boolean => {
      for (let e: Element | null = element; e; e = flatParent(e)) {
        if (e.classList.contains('visually-hidden') || e.getAttribute('aria-hidden') === 'true') return true;
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
      }
      return false;
    };
    const found: Painted[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const text = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
        if (!text || element.closest('style, script, title')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || hiddenByAncestor(element)) continue;
        if ((element as HTMLButtonElement).disabled || element.closest('[disabled]')) continue; // WCAG exempts inactive controls
        const style = getComputedStyle(element);
        found.push({
          text: text.slice(0, 40),
          element: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
          color: style.color,
          opacity: 1,
          layers: layersOf(element),
          fontSize: parseFloat(style.fontSize),
          fontWeight: Number(style.fontWeight),
        });
      }
    };
    visit(document);
    return found;
  }));
}

/**
 * The chart images in the page (SVG), each with the backgrounds the webview paints behind it,
 * outermost last: what a transparent part of the chart shows.
 */
export function chartImagesBehind(page: Page): Promise<Array<{ name: string; behind: string[] }>> {
  return page.evaluate(() => {
    const editor = getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-background').trim() || '#ffffff';
    return [...document.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().width > 0).map((img) => {
      const layers: string[] = [];
      for (let e: Element | null = img; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') layers.push(color);
      }
      return { name: img.alt, behind: [...layers, editor] };
    });
  });
}

/**
 * Chart text below WCAG AA: the SVG is drawn in `page` (a page of its own) and each visible
 * text's fill is measured against the chart's background panel, if it paints one, and under it
 * the webview's backgrounds `behind` the image.
 */
export async function lowContrastChartText(page: Page, svg: string, behind: string[]): Promise<LowContrast[]> {
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  return belowAa(await page.evaluate((outside) => {
    const root = document.querySelector('svg') as SVGSVGElement;
    // The chart's own panel: a rect that covers the whole image, painted first.
    const panel = [...root.querySelectorAll(':scope > rect')].find((rect) => rect.getAttribute('width') === root.getAttribute('width') && rect.getAttribute('height') === root.getAttribute('height'));
    const panelLayers = panel ? [getComputedStyle(panel).fill] : [];
    const found: Painted[] = [];
    for (const text of root.querySelectorAll('text')) {
      const content = (text.textContent ?? '').trim();
      if (!content || text.getBoundingClientRect().width === 0) continue;
      let opacity = Number(getComputedStyle(text).fillOpacity);
      for (let e: Element | null = text; e && e !== root; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      // Vega keeps labels it hid for overlapping in the SVG with opacity 0: nobody sees them.
      if (opacity === 0) continue;
      const style = getComputedStyle(text);
      found.push({
        text: content.slice(0, 40),
        element: `svg text.${text.parentElement?.parentElement?.getAttribute('class') ?? ''}`,
        color: style.fill,
        opacity,
        layers: [...panelLayers, ...outside],
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
      });
    }
    return found;
  }, behind));
}
