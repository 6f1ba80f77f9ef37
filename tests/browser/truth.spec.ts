/**
 * Only true content: the sample-data notice on every page while content is sample, one title rule for
 * every route, every phone number a tel: link, and each corrected claim and name as a citizen reads it.
 * Read from the built HTML (what every visitor gets, with or without JavaScript); the browser only for
 * where the notice sits on a narrow phone.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import YAML from 'yaml';
import type { Office } from '../../src/shared/content/schema';
import { findSamples } from '../../src/node/content/samples';
import { contentFiles } from '../../src/node/content/files';
import { readSiteFile, routeFile, sitemapRoutes } from './helpers';

const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as Office;
const platforms = fs.readFileSync('content/plataformas.yml', 'utf8');

/** Every built page: the sitemap's routes plus the not-found page. */
const pages = () => [...sitemapRoutes().map((route) => ({ route, file: routeFile(route) })), { route: '404', file: '404.html' }];

const decode = (s: string) => s.replace(/&nbsp;|&#160;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  .replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The text a reader sees in an HTML fragment (scripts and tags removed, spaces collapsed). */
const textOf = (html: string) => decode(html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const bodyText = (file: string) => textOf(/<body\b[\s\S]*<\/body>/.exec(readSiteFile(file))?.[0] ?? '');
const mainText = (route: string) => textOf(mainOf(readSiteFile(routeFile(route))));

const PHONE = /\(\d{2}\)\s?\d{4,5}-\d{4}/g;

test.describe('sample data', () => {
  test('while content is sample, every page opens with the demonstration notice, before the header', () => {
    // The shipped content is sample (tests/unit/sample-data.test.ts lists it): the notice must show.
    expect(findSamples(contentFiles('.')).length).toBeGreaterThan(0);
    for (const { route, file } of pages()) {
      const html = readSiteFile(file);
      const notice = html.indexOf('class="sample-notice"');
      expect(notice, `${route} has no sample notice`).toBeGreaterThan(html.indexOf('<body'));
      expect(notice, `${route}: the notice comes after the header`).toBeLessThan(html.indexOf('<header class="site-header"'));
      expect(bodyText(file), route).toContain('Site de demonstração: dados de exemplo. Telefones, endereço, valores e notícias são exemplos; não use para contato.');
      // The old footer-only line is gone.
      expect(html).not.toContain('substitua pelos dados oficiais do cartório antes da publicação');
    }
  });

  test('the notice is visible above the header on 320 and 375 px phones, in a landmark of its own', async ({ page }) => {
    for (const [width, route] of [[320, '/'], [375, '/servicos/escrituras']] as const) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(route);
      const notice = page.getByRole('complementary', { name: 'Site de demonstração: dados de exemplo.' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('não use para contato');
      const box = (await notice.boundingBox())!;
      const header = (await page.locator('header.site-header').boundingBox())!;
      expect(box.y).toBeLessThan(5);
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + 1);
      // Compact (three lines at 375 px, four at 320 px), so the page's own answers stay in the first screen.
      expect(box.height, `${width} px`).toBeLessThan(width === 375 ? 70 : 85);
      expect(await notice.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('sample e-mails and the site address are on the reserved .example domain; no sample social links', () => {
    const home = readSiteFile('index.html');
    expect(home).toContain(`<link rel="canonical" href="${office.siteUrl}/"`);
    expect(office.siteUrl).toMatch(/\.example$/);
    for (const { route, file } of pages()) {
      const html = readSiteFile(file);
      for (const [, address] of html.matchAll(/href="mailto:([^"?]+)/g)) expect(address, route).toMatch(/\.example$/);
      expect(html, route).not.toMatch(/instagram\.com|facebook\.com/);
    }
  });
});

test('every page title ends with the office name; the home page is the full name', () => {
  for (const { route, file } of pages()) {
    const title = decode(/<title>([^<]*)<\/title>/.exec(readSiteFile(file))?.[1] ?? '');
    if (route === '/') expect(title).toBe(office.nome);
    else {
      expect(title, route).toMatch(new RegExp(` \\| ${office.nomeCurto}$`));
      // The part before the suffix is the page's own title, never empty.
      expect(title.length, route).toBeGreaterThan(office.nomeCurto.length + 4);
    }
  }
});

test('every phone number on a page is a tel: link to that number', () => {
  let linked = 0;
  for (const { route, file } of pages()) {
    const main = mainOf(readSiteFile(file));
    for (const [, href, text] of main.matchAll(/<a\b[^>]*href="tel:\+(\d+)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const shown = textOf(text).match(PHONE);
      if (shown) expect(`55${shown[0].replace(/\D/g, '')}`, `${route}: ${shown[0]}`).toBe(href);
      linked += 1;
    }
    const outsideLinks = textOf(main.replace(/<a\b[\s\S]*?<\/a>/g, ' ')).match(PHONE);
    expect(outsideLinks, `${route}: phone numbers that are not links`).toBeNull();
  }
  // The office phone written in prose on these pages is now a link (it was plain text on each).
  expect(linked).toBeGreaterThan(8);
  for (const route of ['/atos-gratuitos', '/servicos-online', '/duvidas', '/acessibilidade', '/servicos/registro-imoveis']) {
    expect(mainOf(readSiteFile(routeFile(route))), route).toContain(`href="tel:+${office.telefone}"`);
  }
});

test.describe('every sample value is marked where it is read', () => {
  const marks = (html: string) => [...html.matchAll(/data-sample-mark="">([^<]+)</g)].map((m) => m[1]);

  test('phone and WhatsApp numbers, prices, revenue rows, news items and closures say they are examples', () => {
    // Department numbers on /contato, beside each phone link; the office phone in every footer.
    const contact = readSiteFile(routeFile('/contato'));
    const departments = marks(/<section class="section departments"[\s\S]*?<\/section>/.exec(contact)![0]);
    expect(departments.filter((m) => m === '(número de exemplo)')).toEqual(Array(6).fill('(número de exemplo)'));
    // What each department handles is an office statement still to confirm (tests/browser/claims.spec.ts).
    expect(departments.filter((m) => m !== '(número de exemplo)')).toEqual(Array(6).fill('(texto de exemplo, a confirmar)'));
    for (const { route, file } of pages()) {
      const footer = /<footer[\s\S]*<\/footer>/.exec(readSiteFile(file))![0];
      expect(marks(footer), route).toContain('(número de exemplo)');
      expect(marks(footer), route).toContain('(feriados locais e fechamentos de exemplo)');
    }
    // A service summary's way of doing it, prices and contacts, within the first screen (short marks).
    const deeds = mainOf(readSiteFile(routeFile('/servicos/escrituras')));
    const summary = /<section class="summary"[\s\S]*?<\/section>/.exec(deeds)![0];
    expect(textOf(summary)).toMatch(/Quanto custa \(exemplo\)/);
    expect(textOf(summary)).toMatch(/Como fazer Depende do caso ?: e-Notariado \(abre em nova aba\) ?\. \(exemplo\)/);
    expect(marks(summary)).toEqual(['(exemplo)', '(exemplo)', '(exemplo)']);
    expect(textOf(deeds)).toContain('Valores de exemplo, não oficiais, com acréscimos e selo.');
    expect(textOf(deeds)).not.toContain('tabela oficial de emolumentos do Estado de');
    // /emolumentos: the price table's source and surcharges, and the revenue table's caption.
    const fees = mainText('/emolumentos');
    expect(fees).not.toMatch(/Valores da tabela oficial de emolumentos de \d{4}/);
    expect(fees).toMatch(/Tabela oficial ?: Tabela de Emolumentos [^(]*\(abre em nova aba\) \(dado de exemplo\)/);
    expect(fees).toContain('Atos praticados e receita bruta de emolumentos por semestre (valores de exemplo)');
    // Each news item's own page and card.
    for (const news of fs.readdirSync('content/noticias').filter((f) => f.endsWith('.mdx'))) {
      const route = `/noticias/${news.replace(/\.mdx$/, '')}`;
      expect(marks(readSiteFile(routeFile(route))), route).toContain('(notícia de exemplo, inventada)');
    }
  });
});

test.describe('booking: one rule per service, from its frontmatter, the same wherever it is stated', () => {
  const rules = fs.readdirSync('content/paginas/servicos').flatMap((f) => {
    const text = fs.readFileSync(`content/paginas/servicos/${f}`, 'utf8');
    const rule = /^agendamento: (\S+)$/m.exec(text)?.[1];
    const title = /^title: "([^"]+)"$/m.exec(text)![1];
    return rule && !/^atribuicao:/m.test(text) ? [{ route: `/servicos/${f.replace(/\.mdx$/, '')}`, title, rule }] : [];
  });
  const SUMMARY_TEXT: Record<string, string> = {
    obrigatorio: 'Obrigatório: agende antes de vir.',
    recomendado: 'Recomendado, para ser atendido sem espera.',
    'sem-agendamento': 'Não precisa: por ordem de chegada.',
  };

  test('the spec\'s rules: booking for the ata consultation, recommended for protest and registration, none for firma and authentication', () => {
    const rule = (slug: string) => rules.find((r) => r.route === `/servicos/${slug}`)?.rule;
    expect(rule('atas-notariais')).toBe('obrigatorio');
    for (const slug of ['protesto', 'registro-civil', 'registro-titulos']) expect(rule(slug), slug).toBe('recomendado');
    for (const slug of ['reconhecimento-firma', 'autenticacao']) expect(rule(slug), slug).toBe('sem-agendamento');
    // Nothing else is "required" unless the spec says so.
    expect(rules.filter((r) => r.rule === 'obrigatorio').map((r) => r.route)).toEqual(['/servicos/atas-notariais']);
  });

  test('each service page, /contato, /duvidas and the booking news list it under the same rule', async ({ page }) => {
    for (const { route, rule } of rules) {
      await page.goto(route);
      await expect(page.locator('[data-summary="agendamento"]'), route).toHaveText(SUMMARY_TEXT[rule]);
    }
    for (const route of ['/contato', '/duvidas', '/noticias/agendamento-atendimento']) {
      await page.goto(route);
      for (const { route: service, title, rule } of rules) {
        const listed = page.locator(`[data-booking-rules] [data-booking] a[href="${service}"]`);
        if (route === '/contato' && rule === 'sem-agendamento') {
          await expect(listed, `${route}: ${title}`).toHaveCount(0);
          continue;
        }
        await expect(listed, `${route}: ${title}`).toHaveCount(1);
        await expect(listed.locator('xpath=ancestor::*[@data-booking][1]'), `${route}: ${title}`).toHaveAttribute('data-booking', rule);
      }
    }
    // /contato keeps the spec's note: first come, first served, and booking where the list says.
    await page.goto('/contato');
    await expect(page.locator('section.contact-info')).toContainText('O atendimento presencial é feito por ordem de chegada. Para alguns serviços, agende antes de vir:');
  });

  test('links to a page under construction say so', () => {
    for (const route of ['/servicos/autenticacao', '/servicos/certidoes-registro-civil']) {
      const main = mainOf(readSiteFile(routeFile(route)));
      const link = /<a href="\/servicos\/apostilamento"[^>]*>([\s\S]*?)<\/a>/.exec(main);
      expect(textOf(link![1]), route).toMatch(/\(página em construção\)$/);
    }
  });

  test('a service this office does not do says so in the footer and on its card', () => {
    expect(office.atribuicoes.registroDeImoveis).toBe(false);
    const home = readSiteFile(routeFile('/'));
    expect(textOf(/<footer[\s\S]*<\/footer>/.exec(home)![0])).toContain('Registro de Imóveis: onde fazer');
    const services = mainOf(readSiteFile(routeFile('/servicos')));
    const card = /<a[^>]*href="\/servicos\/registro-imoveis"[\s\S]*?<\/article>|<article[^>]*>(?:(?!<\/article>)[\s\S])*?href="\/servicos\/registro-imoveis"[\s\S]*?<\/article>/.exec(services);
    expect(textOf(card![0])).toContain('Este cartório não faz este serviço: veja onde fazer.');
  });
});

test.describe('corrected claims and names', () => {
  const everyText = () => pages().map(({ route, file }) => ({ route, text: bodyText(file) }));

  test('claims follow the spec and the law', () => {
    for (const { route, text } of everyText()) {
      expect(text, route).not.toContain('atualizada anualmente');
      expect(text, route).not.toMatch(/emitida há até 90 dias/);
      expect(text, route).not.toContain('mais de 16 anos');
      expect(text, route).not.toContain('filhos, netos, pais e cônjuge');
    }
    const wills = mainText('/servicos/testamentos');
    expect(wills).toContain('herdeiros necessários: descendentes, ascendentes e cônjuge');
    expect(wills).toContain('Pela regra geral da lei, pode fazer testamento quem tem 16 anos ou mais');
    expect(mainText('/servicos/escrituras')).toContain('alguns órgãos pedem certidão emitida há cerca de 90 dias');
    expect(mainText('/servicos/certidoes-registro-civil')).toContain('Alguns órgãos pedem certidão emitida há cerca de 90 dias');
  });

  test('legal statements beyond the spec are the law\'s general rule with "consulte o cartório", never a promise', () => {
    const all = everyText().map((p) => p.text).join('\n');
    // Gone: statements worded as the office's own rule or promise.
    for (const gone of [
      'respondidos em até 15 dias, como determina a LGPD', 'O cartório adota um programa de adequação',
      'Este site segue as Diretrizes', 'o pai deve comparecer para constar no registro', 'Exigido, por exemplo, na venda de veículos',
      '(art. 384)', 'Qualquer pessoa pode pedir a certidão de outro CPF', 'maiores de 18 anos', 'como manda a lei',
      'atualizada com as normas do Conselho Nacional de Justiça', 'não pode ser feito por procuração',
    ]) expect(all, gone).not.toContain(gone);
    // Said as the general rule, sending the citizen to the office where cases differ.
    // (Each names its basis too, a link to the official text: tests/browser/claims.spec.ts.)
    expect(mainText('/encarregado-lgpd')).toMatch(/nos prazos da LGPD \( Lei nº 13\.709\/2018 \(LGPD\).*\) \. Para saber o prazo do seu pedido, consulte o encarregado\./);
    expect(mainText('/servicos/registro-civil')).toContain('há outros caminhos, consulte o cartório');
    expect(mainText('/servicos/testamentos')).toMatch(/Pela regra geral da lei, as testemunhas não podem ser herdeiros nem beneficiários do testamento \( Código Civil, art\. 1\.801, II.*\): consulte o cartório sobre o seu caso\./);
    expect(mainText('/servicos/certidoes-protesto')).toContain('Em regra, a certidão de protesto é pública');
    expect(mainText('/acessibilidade')).toContain('Este site foi feito para seguir');
    // The LGPD programme beside the seal is an office fact still to confirm, and says so.
    expect(mainText('/politica-privacidade')).toContain('(texto de exemplo, a confirmar)');
  });

  test('the selo is checked at the state portal named in the office facts; VALIDAR is for digital signatures', () => {
    for (const route of ['/servicos/reconhecimento-firma', '/servicos/autenticacao']) {
      const main = mainOf(readSiteFile(routeFile(route)));
      expect(main, route).toMatch(new RegExp(`<a href="${office.portalSelo.url.replace(/[.]/g, '\\.')}"[^>]*target="_blank"[^>]*>${office.portalSelo.nome.replace(/[()]/g, '\\$&')}`));
      expect(textOf(main), route).not.toMatch(/validação de selo digital em Serviços Online/i);
    }
    const online = mainOf(readSiteFile(routeFile('/servicos-online')));
    expect(online).toContain(`href="${office.portalSelo.url}"`);
    expect(textOf(online)).toContain(office.portalSelo.nome);
    const validar = textOf(/Validação de assinatura digital \(VALIDAR\)[\s\S]*?<\/a>/.exec(online)?.[0] ?? '');
    expect(validar).toContain('assinatura digital');
    expect(validar).toContain('Não confere o selo de fiscalização');
  });

  test('booking for atas notariais: the news item, the service page and the FAQ all say it is required', () => {
    const news = mainText('/noticias/agendamento-atendimento');
    expect(news).toMatch(/Quais serviços precisam de agendamento Só com agendamento: Atas Notariais Agendamento recomendado/);
    expect(news).not.toMatch(/recomendamos agendar/i);
    expect(mainText('/servicos/atas-notariais')).toContain('A consulta para a ata notarial precisa ser agendada');
    expect(mainText('/duvidas')).toContain('Só com agendamento: Atas Notariais Agendamento recomendado');
  });

  test('one name for each platform and one spelling of "online"', () => {
    expect(platforms).toContain('nome: "RI Digital (ONR)"');
    expect(mainText('/servicos/registro-imoveis')).toContain('RI Digital (ONR)');
    for (const { route, text } of everyText()) {
      expect(text, route).not.toMatch(/Registro de Imóveis do Brasil \(ONR\)/);
      expect(text, route).not.toMatch(/on-line/i);
    }
  });

  test('the property registry page reads right for this office', () => {
    const text = mainText('/servicos/registro-imoveis');
    if (office.atribuicoes.registroDeImoveis) {
      expect(text).toContain('Este cartório faz o registro de imóveis');
    } else {
      expect(text).toContain('Este cartório não faz o registro de imóveis');
      expect(text).toContain('Este cartório não cobra pelo registro nem pelas certidões de matrícula');
      expect(text).not.toContain('Este cartório faz o registro de imóveis');
    }
  });

  test('texts that send people to prices land on the per-act fee table', () => {
    expect(readSiteFile(routeFile('/emolumentos'))).toContain('id="valores"');
    for (const route of ['/atos-gratuitos', '/duvidas', '/cartorio']) {
      expect(mainOf(readSiteFile(routeFile(route))), route).toContain('href="/emolumentos#valores"');
    }
    for (const { route, text } of everyText()) {
      expect(text, route).not.toMatch(/valores de referência|Os valores dos demais atos estão em Emolumentos/);
    }
  });

  test('service type cards carry no "Destaque" badge', () => {
    for (const route of sitemapRoutes().filter((r) => r.startsWith('/servicos/'))) {
      expect(mainOf(readSiteFile(routeFile(route))), route).not.toMatch(/class="badge"[^>]*>Destaque</);
    }
  });
});
