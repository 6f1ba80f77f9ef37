// `npm run review`'s result as terminal text and a self-contained HTML page; the caller writes the output.
import { wordsToText } from './review-diff.mjs';

const ANSI = { removed: '\x1b[31;9m', added: '\x1b[32m', route: '\x1b[1m', reset: '\x1b[0m' };
const MARKS = { removed: ['[-', '-]'], added: ['{+', '+}'] };

/** `… context [-old words-]{+new words+} context …` (or in colour). */
export function hunkToText(hunk, color = false) {
  const parts = hunk.parts.map(({ type, words }) => {
    const text = wordsToText(words);
    if (type === 'same') return text;
    return color ? `${ANSI[type]}${text}${ANSI.reset}` : `${MARKS[type][0]}${text}${MARKS[type][1]}`;
  });
  // Changes join without a space ("[-a-]{+b+}"), everything else with one.
  let line = '';
  hunk.parts.forEach((part, i) => {
    const glued = i > 0 && part.type === 'added' && hunk.parts[i - 1].type === 'removed';
    line += (i === 0 || glued ? '' : ' ') + parts[i];
  });
  return `${hunk.cutBefore ? '… ' : ''}${line}${hunk.cutAfter ? ' …' : ''}`;
}

const titled = ({ route, title }) => (title ? `${route} — ${title}` : route);

export function summaryLine(result, oldLabel, newLabel) {
  const { changed, added, removed, shared = [], data = [] } = result;
  const pages = result.changedPages ?? changed.length;
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  if (!pages && !added.length && !removed.length && !shared.length) {
    const dataNote = data.length ? ` Há ${count(data.length, 'linha alterada', 'linhas alteradas')} nos arquivos de dados (abaixo).` : '';
    return `Nenhuma diferença no texto visível entre ${oldLabel} e ${newLabel}.${dataNote}`;
  }
  return (
    `Texto visível de ${oldLabel} comparado com ${newLabel}: ` +
    `${count(pages, 'página com texto alterado', 'páginas com texto alterado')}, ` +
    `${count(added.length, 'nova', 'novas')}, ${count(removed.length, 'removida', 'removidas')}.`
  );
}

const sharedHeading = ({ routes, everywhere }) =>
  everywhere ? 'Em todas as páginas (cabeçalho, rodapé ou dados do cartório):' : `Em ${routes.length} páginas: ${routes.join(', ')}`;

const dataLine = (c) => `${c.file}, linha ${c.line}: ${c.sign} ${c.text}`;
const DATA_TITLE = 'Mudanças nos arquivos de dados (podem não mudar nenhum texto hoje, como um novo dia fechado ou um valor):';

export function formatText(result, { oldLabel, newLabel, color = false }) {
  const bold = (s) => (color ? `${ANSI.route}${s}${ANSI.reset}` : s);
  const out = [summaryLine(result, oldLabel, newLabel)];
  for (const group of result.shared ?? []) out.push('', bold(sharedHeading(group)), ...group.hunks.map((h) => `  ${hunkToText(h, color)}`));
  for (const { route, hunks } of result.changed) {
    out.push('', bold(route), ...hunks.map((h) => `  ${hunkToText(h, color)}`));
  }
  if (result.added.length) out.push('', bold('Páginas novas:'), ...result.added.map((r) => `  + ${titled(r)}`));
  if (result.removed.length) out.push('', bold('Páginas removidas:'), ...result.removed.map((r) => `  - ${titled(r)}`));
  if (result.data?.length) out.push('', bold(DATA_TITLE), ...result.data.map((c) => `  ${dataLine(c)}`));
  return `${out.join('\n')}\n`;
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

function hunkToHtml(hunk) {
  const tag = { same: 'span', removed: 'del', added: 'ins' };
  const parts = hunk.parts.map(({ type, words }) => `<${tag[type]}>${escapeHtml(wordsToText(words))}</${tag[type]}>`);
  return `<li>${hunk.cutBefore ? '… ' : ''}${parts.join(' ')}${hunk.cutAfter ? ' …' : ''}</li>`;
}

// Inline styles only: the report is one file, opened from disk, with no external resources.
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #ccc; }
ul.hunks { padding-left: 1.2rem; } ul.hunks li { margin: .5rem 0; }
del { background: #ffd7d5; color: #82071e; text-decoration: line-through; }
ins { background: #ccffd8; color: #055d20; text-decoration: none; }
del, ins { padding: 0 .15em; border-radius: .2em; }
code { font-size: .95em; }
`;

/** Every piece of text escaped. */
export function formatHtml(result, { oldLabel, newLabel, generatedAt = new Date() }) {
  const e = escapeHtml;
  const shared = (result.shared ?? []).map(
    (group) => `<section>\n<h2>${e(sharedHeading(group))}</h2>\n<ul class="hunks">\n${group.hunks.map(hunkToHtml).join('\n')}\n</ul>\n</section>`,
  );
  const data = result.data?.length
    ? `<section>\n<h2>${e(DATA_TITLE)}</h2>\n<ul>\n${result.data.map((c) => `<li><code>${e(dataLine(c))}</code></li>`).join('\n')}\n</ul>\n</section>`
    : '';
  const sections = result.changed.map(
    ({ route, hunks }) => `<section>\n<h2><code>${e(route)}</code></h2>\n<ul class="hunks">\n${hunks.map(hunkToHtml).join('\n')}\n</ul>\n</section>`,
  );
  const list = (heading, routes) =>
    routes.length
      ? `<section>\n<h2>${e(heading)}</h2>\n<ul>\n${routes.map((r) => `<li><code>${e(r.route)}</code>${r.title ? ` — ${e(r.title)}` : ''}</li>`).join('\n')}\n</ul>\n</section>`
      : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`Revisão do texto do site: ${oldLabel} e ${newLabel}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Revisão do texto do site</h1>
<p>${e(summaryLine(result, oldLabel, newLabel))}</p>
<p>Gerado em ${e(generatedAt.toLocaleString('pt-BR'))}. Texto <del>removido</del> e <ins>acrescentado</ins>; ¶ marca uma quebra de parágrafo.</p>
${[...shared, ...sections, list('Páginas novas', result.added), list('Páginas removidas', result.removed), data].filter(Boolean).join('\n')}
</main>
</body>
</html>
`;
}
