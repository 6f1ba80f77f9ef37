/** Checks across content files, once each file is valid on its own. */
import fs from 'node:fs';
import path from 'node:path';
import { QUESTION_ID } from '../../shared/content/faq-ids.ts';
import { MENU_FILE, type Menu, type Office, type Platforms } from '../../shared/content/schema/index.ts';
import { findPlatform, platformList, unknownPlatform } from '../../shared/content/how-done.ts';
import type { ContentError, MdxFile, RoutedPage } from '../../shared/content/site-content.ts';
import { titleLengthProblem } from '../../shared/title.ts';
import type { ContentFiles } from './files.ts';
import { SLUG, slugify } from '../../shared/text/slug.ts';
import { closestRoute, collectFrontmatterLinks, findInternalLinks, linkProblem } from '../../shared/content/links.ts';
import { frontmatterLine, lineOf, lineOfField, lineOfKey } from './positions.ts';
import { servicePages } from '../../kinds/servico/pages.ts';
import type { Expressions } from '../../shared/content/schema/search-words.ts';
import { keywordNames, phraseKey } from '../../shared/search/terms.ts';
import { closest } from '../../shared/text/edit-distance.ts';

/** A service page's department is one of the office's, written exactly. */
export function checkDepartments(files: ContentFiles, office: Office, pages: RoutedPage[], errors: ContentError[]): void {
  const names = office.departamentos.map((d) => d.nome);
  for (const page of servicePages(pages)) {
    const fm = page.frontmatter;
    for (const name of fm.departamento ?? []) {
      if (names.includes(name)) continue;
      errors.push({
        file: page.file, line: frontmatterLine(files, page.file, 'departamento'), field: 'departamento',
        message: `o departamento "${name}" não existe em content/office.yml.`,
        fix: `Escreva um destes nomes, igual: ${names.map((n) => `"${n}"`).join(', ')}.`,
      });
    }
  }
}

/** A service done on the internet names one of content/plataformas.yml's platforms, written exactly. */
export function checkPlatforms(files: ContentFiles, platforms: Platforms, pages: RoutedPage[], errors: ContentError[]): void {
  const names = platformList(platforms).map((p) => p.nome);
  for (const page of servicePages(pages)) {
    const name = page.frontmatter.comoFazer?.plataforma;
    if (name === undefined || findPlatform(platforms, name)) continue;
    errors.push({
      file: page.file, line: lineOfField(files.mdx(page.file)?.yamlText ?? '', ['comoFazer', 'plataforma'], 2), field: 'comoFazer › plataforma',
      ...unknownPlatform(name, names),
    });
  }
}

/** Search engines cut "<title> | <short name>" at about 70 characters: the title leaves room for the name. */
export function checkTitleLength(files: ContentFiles, office: Office, docs: (MdxFile<{ title: string }> & { route: string })[], errors: ContentError[]): void {
  for (const doc of docs) {
    const problem = titleLengthProblem(doc.frontmatter.title, office, doc.route);
    if (problem) errors.push({ file: doc.file, line: frontmatterLine(files, doc.file, 'title'), field: 'title', ...problem });
  }
}

/** Two pages may not share a title or description: search engines and tabs tell pages apart by them. */
export function checkUnique(docs: MdxFile<{ title: string; description: string }>[], errors: ContentError[]): void {
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const doc of docs) {
      const value = doc.frontmatter[field];
      const first = seen.get(value);
      if (first) {
        errors.push({
          file: doc.file, line: 2, field,
          message: `o campo "${field}" é igual ao de ${first}.`,
          fix: 'Cada página precisa de um título e de uma descrição próprios: reescreva um dos dois.',
        });
      } else seen.set(value, doc.file);
    }
  }
}

export function checkLinks(files: ContentFiles, doc: MdxFile<unknown>, routes: Set<string>, errors: ContentError[]): void {
  const source = files.text(doc.file) ?? '';
  const isFile = (pathname: string) => fs.existsSync(path.join(files.root, 'public', pathname));
  const report = (href: string, line: number, field?: string) => {
    const problem = linkProblem(href, routes, isFile);
    if (problem) errors.push({ file: doc.file, line, field, ...problem });
  };
  for (const link of findInternalLinks(doc.tree)) report(link.href, link.line ?? doc.bodyLine);
  // Frontmatter values lose their positions once parsed: point at the first line that mentions the link.
  for (const href of collectFrontmatterLinks(doc.frontmatter)) report(href, lineOf(source, Math.max(0, source.indexOf(href))), 'cabeçalho');
}

export function checkMenu(files: ContentFiles, menu: Menu, routes: Set<string>, errors: ContentError[]): void {
  const text = files.text(MENU_FILE) ?? '';
  menu.itens.forEach((item, i) => {
    if (routes.has(item.endereco)) return;
    const guess = closestRoute(item.endereco, [...routes]);
    errors.push({
      file: MENU_FILE, line: lineOfField(text, ['itens', i, 'endereco'], 1), field: 'endereco',
      message: `o item "${item.nome}" do menu abre "${item.endereco}", que não é uma página do site.`,
      fix: guess ? `Você quis dizer endereco: "${guess}"?` : 'Use o endereço de uma página que existe, como endereco: "/servicos" (as páginas ficam em content/paginas/).',
    });
  });
}

/** FAQ ids are the questions' addresses (/duvidas#id): unique across the FAQ files, and a slug. */
export function checkFaqIds(files: ContentFiles, faqFiles: string[], errors: ContentError[]): void {
  const seen = new Map<string, string>();
  for (const file of faqFiles) {
    const text = files.text(file) ?? '';
    for (const match of text.matchAll(QUESTION_ID)) {
      const id = match[1];
      const line = text.slice(0, match.index).split('\n').length;
      if (!SLUG.test(id)) {
        errors.push({ file, line, message: `o id "${id}" da pergunta tem espaços, acentos ou maiúsculas.`, fix: `Escreva o id só com letras minúsculas sem acento, números e hífens: id="${slugify(id)}"` });
      } else if (seen.has(id)) {
        errors.push({ file, line, message: `o id "${id}" já é usado por outra pergunta (${seen.get(id)}).`, fix: 'Dê a esta pergunta um id só dela: o id é o endereço da pergunta (/duvidas#id).' });
      } else seen.set(id, file);
    }
  }
}

/** A content file's name is its page's address: a slug, so every host serves it. */
export function checkFileNames(files: ContentFiles, errors: ContentError[]): void {
  for (const dir of ['content/paginas', 'content/noticias', 'content/duvidas', 'content/fatos']) {
    for (const rel of [...files.list(dir, '.mdx'), ...files.list(dir, '.yml')]) {
      const name = rel.split('/').pop()!.replace(/\.(mdx|yml)$/, '');
      if (SLUG.test(name) || name === '404') continue;
      errors.push({
        file: `${dir}/${rel}`,
        message: `o nome do arquivo "${rel.split('/').pop()}" tem espaços, acentos ou maiúsculas; ele vira o endereço da página.`,
        fix: `Renomeie o arquivo para "${slugify(name)}${rel.slice(rel.lastIndexOf('.'))}" (só letras minúsculas sem acento, números e hífens).`,
      });
    }
  }
}

/** Each act of content/busca/expressoes.yml is a page's title or keyword: search lifts that page for its expressions. */
export function checkExpressionActs(files: ContentFiles, file: string, expressions: Expressions, pages: RoutedPage[], errors: ContentError[]): void {
  // As the search index keys a page (its keywords are the keywords and synonyms fields).
  const names = pages.flatMap(({ route, frontmatter: fm }) => [fm.title, ...keywordNames(route, [...fm.keywords, ...(fm.sinonimos ?? [])])]);
  const keys = new Set(names.map(phraseKey));
  for (const act of Object.keys(expressions)) {
    if (keys.has(phraseKey(act))) continue;
    const near = closest(act, names, Math.max(3, Math.floor(act.length / 3)));
    errors.push({
      file, line: lineOfKey(files.text(file) ?? '', [], act, 1), field: act,
      message: `"${act}" não é o título nem uma palavra de keywords ou sinonimos de nenhuma página: as expressões dele não levam a página alguma ao topo da busca.`,
      fix: `${near ? `Escreva "${near}" no lugar de "${act}", ou e` : 'E'}screva o título ou uma keyword da página que responde, ou acrescente "${act}" às keywords dessa página.`,
    });
  }
}
