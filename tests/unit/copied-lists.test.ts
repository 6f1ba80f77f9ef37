/**
 * One list per fact: an FAQ answer that copies a service page's documents list stops the build with one
 * message (file, line, fix); showing the page's own list with <ServiceDocuments> is the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { siteWith } from './fixture-site';

const FAQ = 'content/duvidas/documentos.mdx';
const faq = (answer: string) => `---\ntitulo: "Documentos"\nicone: file-text\nordem: 1\n---\n\n<Question id="docs" title="O que levar?">\n\n${answer}\n\n</Question>\n`;

/** The fixture's service lists two documents; the FAQ answer is what each test writes. */
function siteWithFaq(answer: string) {
  const dir = siteWith('content/paginas/servicos/exemplo.mdx', (t) => t.replace('      - RG e CPF\n', '      - RG e CPF\n      - Comprovante de endereço\n'));
  fs.mkdirSync(path.join(dir, 'content/duvidas'), { recursive: true });
  fs.writeFileSync(path.join(dir, FAQ), faq(answer));
  return loadContent(dir).errors.filter((e) => e.file === FAQ);
}

describe('an FAQ answer and a service page never state the same documents list twice', () => {
  it('a copied list stops the build once, at the list, naming the page and the component to use', () => {
    const errors = siteWithFaq('**Pessoas**\n\n- RG e CPF.\n- Comprovante de endereço.\n- Profissão.');
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(11); // the list's first line
    expect(errors[0].message).toContain('esta lista copia 2 itens da lista de documentos da página /servicos/exemplo');
    expect(errors[0].fix).toBe('Apague a lista copiada e mostre a lista da própria página: <ServiceDocuments servico="exemplo" />');
  });

  it('one shared item is not a copy; the page\'s own list through <ServiceDocuments> is the fix', () => {
    expect(siteWithFaq('- RG e CPF.\n- Um documento que só a pergunta pede.')).toEqual([]);
    expect(siteWithFaq('<ServiceDocuments servico="exemplo" />')).toEqual([]);
  });

  it('the shipped FAQ shows the service pages\' own lists', () => {
    const text = fs.readFileSync('content/duvidas/documentos-necessarios.mdx', 'utf8');
    for (const service of ['escrituras', 'procuracoes', 'reconhecimento-firma', 'autenticacao']) {
      expect(text).toContain(`<ServiceDocuments servico="${service}" />`);
    }
  });
});
