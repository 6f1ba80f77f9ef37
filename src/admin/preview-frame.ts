/**
 * Each page preview is drawn in a frame of its own inside Decap's preview pane, sandboxed without
 * scripts. Decap's window cannot do without 'unsafe-eval' (its configuration check compiles validators
 * with `new Function`) and holds the git host's token, so the page text, once HTML, is kept in a document
 * where nothing can run, submit a form, open a window or navigate the editor. The editor writes each new
 * version into the same frame, so the preview keeps its scroll while staff type: `allow-same-origin` lets
 * this window reach the frame's document; without `allow-scripts` nothing inside it runs.
 */
import { PREVIEW_STYLES } from './preview.tsx';

export const PREVIEW_FRAME_CLASS = 'admin-preview-frame';

/** The frame's own document: the site's stylesheets, and an empty page that each version fills. */
const shell = () => [
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
  // The site's own images and links (/selo-lgpd.svg) resolve against the site, as on the page.
  `<base href="${new URL('/', document.baseURI).href}">`,
  ...PREVIEW_STYLES.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
  '</head><body><div id="previa"></div></body></html>',
].join('');

/** How each frame's HTML is drawn, and the latest HTML it should show, written once its document has loaded. */
const draws = new WeakMap<HTMLIFrameElement, () => string>();
const pending = new WeakMap<HTMLIFrameElement, string>();
/** The frames drawn so far; those Decap has since removed are dropped at the next redraw. */
const frames = new Set<HTMLIFrameElement>();

function show(frame: HTMLIFrameElement) {
  const target = frame.contentDocument?.getElementById('previa');
  const html = pending.get(frame);
  if (target && html !== undefined && target.innerHTML !== html) target.innerHTML = html;
}

/** Decap's React element for a preview drawn by `draw` (created with Decap's own `h`). */
export function previewFrame(h: (type: string, props: object) => unknown, draw: () => string): unknown {
  const html = draw();
  return h('iframe', {
    className: PREVIEW_FRAME_CLASS,
    title: 'Prévia da página',
    sandbox: 'allow-same-origin',
    srcDoc: shell(),
    ref: (frame: HTMLIFrameElement | null) => {
      if (!frame) return;
      draws.set(frame, draw);
      pending.set(frame, html);
      frames.add(frame);
      if (!frame.dataset.listening) {
        frame.dataset.listening = 'load';
        frame.addEventListener('load', () => show(frame));
      }
      show(frame);
    },
  });
}

/**
 * Draws every open preview again, with what its drawing reads now: after a save of shared data (office,
 * facts, fees) the previews show the new values without waiting for the form to change.
 */
export function redrawPreviews(): void {
  for (const frame of frames) {
    if (!frame.isConnected) {
      frames.delete(frame);
      continue;
    }
    pending.set(frame, draws.get(frame)!());
    show(frame);
  }
}

/** Decap's preview pane holds only the frame, filling it. */
export const PREVIEW_PANE_CSS = `html, body { margin: 0; height: 100%; } .${PREVIEW_FRAME_CLASS} { display: block; width: 100%; height: 100vh; border: 0; }`;
