import { loadContent } from '/work/wt-busca/src/node/content/load';
import { buildSearchIndex } from '/work/wt-busca/src/node/search-index/extract';
import { createEngine } from '/work/wt-busca/src/shared/search/engine';
import { findAnswer } from '/work/wt-busca/src/shared/search/answers';
const engine = createEngine(buildSearchIndex(loadContent('/work/wt-busca')));
const qs = process.argv.slice(2).length ? process.argv.slice(2) : ['cert obito', 'sertidao de nacimento', 'procuração pra vender carro', 'ata notarial print whatsapp', 'lgpd contato responsável pelos dados', 'que tipos de certidão vocês emitem', 'apostila de diploma', 'quanto tempo demora uma escritura', 'autorizar meu irmao a vender o carro'];
for (const q of qs) {
  const r = engine.search(q);
  const a = findAnswer(q, r.hits[0]?.href, engine.answers);
  console.log(q, '→', a ? `[card ${a.kind}]` : '', r.hits.slice(0, 4).map((h) => `${h.href} ${h.score.toFixed(2)}/${h.coverage}`).join(', '));
}
