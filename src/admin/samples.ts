/**
 * The "Pronto para publicar?" panel: the content still marked `amostra`, which the publishing build
 * refuses, each linked to its form. DOM calls only: no HTML from data.
 */
export interface SampleLink { file: string; title: string; href: string; fields: string[] }

const PANEL_ID = 'amostras';

/** In the empty middle of Decap's bar, covering no row; at the bottom left where that bar is full. */
const PANEL_CSS = `
#${PANEL_ID}{position:fixed;top:10px;left:50%;transform:translateX(-50%);z-index:1000;width:max-content;
  max-width:min(420px,calc(100vw - 32px));max-height:70vh;overflow:auto;background:#fffbe6;border:1px solid #c9a400;
  border-radius:6px;padding:6px 12px;font:14px/1.4 system-ui,sans-serif;color:#222;box-shadow:0 2px 8px rgba(0,0,0,.2)}
#${PANEL_ID} a{color:#0b4f9c;text-decoration:underline}
@media (max-width:899px){#${PANEL_ID}{top:auto;bottom:16px;left:16px;transform:none}}`;

/** An entry's form covers Decap's bar: the panel steps aside until the list is back. */
const entryIsOpen = () => /^#\/collections\/[^/]+\/(entries|new)/.test(location.hash);

function addStyle(): void {
  if (document.getElementById(`${PANEL_ID}-estilo`)) return;
  const style = document.createElement('style');
  style.id = `${PANEL_ID}-estilo`;
  style.textContent = PANEL_CSS;
  document.head.append(style);
  // Following any link closes the list: it would cover the form it opened.
  window.addEventListener('hashchange', () => {
    const panel = document.getElementById(PANEL_ID) as HTMLDetailsElement | null;
    if (!panel) return;
    panel.hidden = entryIsOpen();
    panel.open = false;
  });
}

function item(sample: SampleLink): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = sample.href;
  link.textContent = sample.title;
  li.append(link);
  const what = document.createElement('div');
  what.textContent = sample.fields.length ? `A confirmar: ${sample.fields.join(', ')}.` : 'Inventado por inteiro: troque pelo real ou apague.';
  what.style.cssText = 'font-size:13px;color:#555;margin:2px 0 8px';
  li.append(what);
  return li;
}

function render(samples: SampleLink[]): HTMLElement {
  const panel = document.createElement('details');
  panel.id = PANEL_ID;
  panel.hidden = entryIsOpen();
  const summary = document.createElement('summary');
  summary.style.cssText = 'cursor:pointer;font-weight:600';
  summary.textContent = samples.length
    ? `Pronto para publicar? Ainda não: ${samples.length} ${samples.length === 1 ? 'item de exemplo' : 'itens de exemplo'} a confirmar`
    : 'Pronto para publicar: nenhum dado de exemplo';
  panel.append(summary);
  if (samples.length) {
    const intro = document.createElement('p');
    intro.textContent = 'Confira cada item com o dado oficial. No formulário, tire o campo da lista "Dados de exemplo" (no cartório; a lista pode ficar vazia) ou o fato de "Fatos a confirmar", ou desmarque "Dados de exemplo" (nas tabelas e notícias), e salve. Enquanto houver itens aqui, o site mostra o aviso de demonstração e não pode ser publicado.';
    intro.style.cssText = 'margin:8px 0';
    const list = document.createElement('ul');
    list.style.cssText = 'margin:0;padding-left:18px';
    list.append(...samples.map(item));
    panel.append(intro, list);
  }
  return panel;
}

export async function showSamples(): Promise<void> {
  const response = await fetch(new URL('amostras.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) return;
  const samples = (await response.json()) as SampleLink[];
  addStyle();
  const old = document.getElementById(PANEL_ID) as HTMLDetailsElement | null;
  const panel = render(samples);
  if (old) {
    (panel as HTMLDetailsElement).open = old.open;
    old.replaceWith(panel);
  } else {
    document.body.append(panel);
  }
}
