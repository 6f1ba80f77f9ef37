/**
 * The "Dados de exemplo a confirmar" panel of /admin/: the content still marked `amostra` (the list the
 * publishing build refuses on), each item a link to its form, read from amostras.json (written by the
 * build, fresh from the files under `npm run editor`). Built with DOM calls: no HTML from data.
 */
export interface SampleLink { file: string; title: string; href: string; fields: string[] }

const PANEL_ID = 'amostras';

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
  panel.style.cssText = 'position:fixed;left:16px;bottom:16px;z-index:1000;max-width:420px;max-height:70vh;overflow:auto;'
    + 'background:#fffbe6;border:1px solid #c9a400;border-radius:6px;padding:8px 12px;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2)';
  const summary = document.createElement('summary');
  summary.style.cssText = 'cursor:pointer;font-weight:600';
  summary.textContent = samples.length ? `Dados de exemplo a confirmar (${samples.length})` : 'Nenhum dado de exemplo: o site pode ser publicado';
  panel.append(summary);
  if (samples.length) {
    const intro = document.createElement('p');
    intro.textContent = 'Confira cada item com o dado oficial. No formulário, tire o campo da lista "Dados de exemplo" (ou desmarque "Dados de exemplo") e publique. Enquanto houver itens aqui, o site mostra o aviso de demonstração e não pode ser publicado.';
    intro.style.cssText = 'margin:8px 0';
    const list = document.createElement('ul');
    list.style.cssText = 'margin:0;padding-left:18px';
    list.append(...samples.map(item));
    panel.append(intro, list);
  }
  return panel;
}

/** Shows (or refreshes) the panel; keeps it open if the staff had opened it. */
export async function showSamples(): Promise<void> {
  const response = await fetch(new URL('amostras.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) return;
  const samples = (await response.json()) as SampleLink[];
  const old = document.getElementById(PANEL_ID) as HTMLDetailsElement | null;
  const panel = render(samples);
  if (old) {
    (panel as HTMLDetailsElement).open = old.open;
    old.replaceWith(panel);
  } else {
    document.body.append(panel);
  }
}
