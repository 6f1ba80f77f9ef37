/**
 * Each page preview is drawn in a sandboxed frame without scripts: Decap's window needs 'unsafe-eval' and
 * holds the git host's token, so the page text, once HTML, must live where nothing can run, submit,
 * open a window or navigate the editor. `allow-same-origin` lets the editor rewrite the frame in place
 * (the preview keeps its scroll); without `allow-scripts` nothing inside it runs.
 */
import { PREVIEW_STYLES } from './preview.tsx';

export const PREVIEW_FRAME_CLASS = 'admin-preview-frame';

const shell = () => [
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
  // The site's own images and links resolve against the site, as on the page.
  `<base href="${new URL('/', document.baseURI).href}">`,
  ...PREVIEW_STYLES.map((css) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`),
  '</head><body><div id="previa"></div></body></html>',
].join('');

const draws = new WeakMap<HTMLIFrameElement, () => string>();
const pending = new WeakMap<HTMLIFrameElement, string>();
/** The frames drawn so far; those Decap has since removed are dropped at the next redraw. */
const frames = new Set<HTMLIFrameElement>();

function show(frame: HTMLIFrameElement) {
  const target = frame.contentDocument?.getElementById('previa');
  const html = pending.get(frame);
  if (target && html !== undefined && target.innerHTML !== html) target.innerHTML = html;
}

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

/** Draws every open preview again: after a save of shared data the previews show the new values. */
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

export const PREVIEW_PANE_CSS = `html, body { margin: 0; height: 100%; } .${PREVIEW_FRAME_CLASS} { display: block; width: 100%; height: 100vh; border: 0; }`;
