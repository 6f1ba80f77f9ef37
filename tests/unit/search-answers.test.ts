/**
 * The answer cards' choices on the real content: which question a query asks, which department or
 * service it names, and the value a deed query states.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { buildSearchIndex } from '../../src/node/search-index/extract';
import { createEngine } from '../../src/shared/search/whole-engine';
import { declaredValue, findAnswer } from '../../src/shared/search/answers';

const engine = createEngine(buildSearchIndex(loadContent(process.cwd())));
const answer = (q: string, now?: Date) => {
  const { hits, unknown } = engine.search(q);
  return findAnswer(q, hits[0]?.href, engine.answers, unknown, now);
};

describe('declaredValue', () => {
  it('reads the ways people write an amount', () => {
    expect(declaredValue('escritura 150 mil')).toBe(150_000);
    expect(declaredValue('escritura de R$ 150.000,00')).toBe(150_000);
    expect(declaredValue('imovel de 1,5 milhao')).toBe(1_500_000);
    expect(declaredValue('casa 200k')).toBe(200_000);
    expect(declaredValue('casa de 85000 reais')).toBe(85_000);
  });

  it('takes no small bare number for a value ("2 via", "12 vezes")', () => {
    expect(declaredValue('2 via da escritura')).toBeUndefined();
    expect(declaredValue('parcelar em 12 vezes')).toBeUndefined();
  });
});

describe('findAnswer', () => {
  it('names the department the query names, by its name or by what it handles', () => {
    expect(answer('telefone do setor de protesto')).toMatchObject({ kind: 'phone', department: 'Protesto' });
    expect(answer('zap do registro civil')).toMatchObject({ kind: 'phone', department: 'Registro Civil' });
    expect(answer('whatsapp para procuracao')).toMatchObject({ kind: 'phone', department: 'Procuração' });
  });

  it('gives the office\'s own phone and WhatsApp when no department is named', () => {
    expect(answer('numero do cartorio')).toMatchObject({ kind: 'phone', department: undefined });
    expect(answer('telefone do cartorio')).toMatchObject({ kind: 'phone', department: undefined, phone: engine.answers!.office.phone, whatsapp: engine.answers!.office.whatsapp });
  });

  it('answers a price question with the rows of the service ranked first, and a stated value with its bracket', () => {
    expect(answer('quanto custa reconhecer firma')).toMatchObject({ kind: 'price', href: '/emolumentos#valores-reconhecimento-firma' });
    const deed = answer('escritura 150 mil');
    expect(deed).toMatchObject({ kind: 'price', href: '/emolumentos#valores-escrituras' });
    expect(deed?.kind === 'price' && deed.value?.value).toMatch(/^R\$\s150\.000,00$/);
  });

  it('reads "valor" as legal force, not a price, in "com valor de original" or "valor contra terceiros"', () => {
    for (const q of ['copia com valor de original pra licitacao', 'quero que o contrato de aluguel tenha valor contra terceiros', 'guardar prova com valor oficial']) {
      expect(answer(q)?.kind, q).not.toBe('price');
    }
    expect(answer('valor da autenticação de cópia')?.kind).toBe('price');
  });

  it('answers a deadline question with the service\'s deadline summary', () => {
    expect(answer('quanto tempo demora a certidao de protesto')).toMatchObject({ kind: 'deadline', href: '/servicos/certidoes-protesto#prazos' });
  });

  it('answers an hours question with the status at that instant', () => {
    const monday = new Date('2026-11-23T09:00:00-03:00');
    expect(answer('que horas abre', monday)).toMatchObject({ kind: 'hours', open: true, status: 'Aberto agora · fecha às 16h' });
  });

  it('answers a question about the office itself with its days ahead, closures, address and phones', () => {
    const friday = new Date('2027-02-05T18:00:00-03:00');
    const card = answer('o cartorio abre sabado?', friday);
    expect(card).toMatchObject({ kind: 'hours', open: false, href: '/contato' });
    if (card?.kind !== 'hours') throw new Error('no office card');
    expect(card.days.map((d) => d.text)).toEqual(['8h às 16h', 'fechado', 'fechado']);
    expect(card.address).toContain('CEP');
    expect(card.phone).toMatch(/^55\d{10,11}$/);
    // Carnival Monday and Tuesday (2027-02-08/09) are the next closed days; naming one puts it first.
    expect(card.closed[0]).toMatchObject({ date: 'segunda-feira, 08/02', open: false });
    // In December the year-end closure comes first, unless the question names Carnival.
    const december = new Date('2026-12-18T10:00:00-03:00');
    const yearEnd = answer('cartorio abre no fim de ano?', december);
    expect(yearEnd?.kind === 'hours' && yearEnd.closed[0].text).toMatch(/Recesso de fim de ano/);
    const carnival = answer('cartorio abre no carnaval?', december);
    expect(carnival?.kind === 'hours' && carnival.closed[0]).toMatchObject({ date: 'segunda-feira, 08/02', text: 'fechado (Carnaval)' });
    for (const q of ['onde fica o cartorio no centro', 'o cartorio fica aonde', 'aonde fica o cartório', 'onde é o cartório', 'ondi fica o cartoriu', 'rua do cartorio perto de que', 'horario de almoço', 'endereço do cartório', 'que horas fecha hoje', 'funciona feriado', 'abre amanha cedo', 'ponto facultativo voces atendem', 'localização no google maps']) {
      expect(answer(q, friday)?.kind, q).toBe('hours');
    }
    // The office's own words, from its data: its short name, its address's neighbourhood, a closed day's name (content/feriados.yml).
    expect(answer('endereço cartorio centro', friday)?.kind).toBe('hours');
    expect(answer('horario de funcionamento do 1 oficio', friday)?.kind).toBe('hours');
    const birthday = answer('abre no aniversário de macapá?', new Date('2027-01-20T10:00:00-03:00'));
    expect(birthday?.kind === 'hours' && birthday.closed[0].text).toMatch(/Aniversário de Macapá/);
  });

  it('leads the office card with the news item that announces the closure the question found first', () => {
    const december = new Date('2026-12-18T10:00:00-03:00');
    for (const q of ['abre no natal?', 'cartorio fecha no natal e ano novo', 'o cartório vai funcionar no feriado de Ano Novo?']) {
      const card = answer(q, december);
      expect(card?.kind === 'hours' && card.notice, q).toEqual({ href: '/noticias/atendimento-fim-de-ano', title: 'Atendimento nos feriados de fim de ano' });
    }
    // A question that no announcement answers keeps the card alone.
    for (const q of ['o cartorio abre sabado?', 'abre no carnaval?', 'horario de almoço']) {
      const card = answer(q, december);
      expect(card?.kind, q).toBe('hours');
      expect(card?.kind === 'hours' && card.notice, q).toBeUndefined();
    }
  });

  it('answers coming in, and booking, with the office card (today\'s hours, the WhatsApp that books); booking a service is the service\'s', () => {
    for (const q of ['posso ir hoje sem marcar', 'precisa agendar ou é por ordem de chegada', 'da pra vir sabado?', 'como chego no cartório', 'preciso agendar', 'marcar atendimento']) {
      expect(answer(q)?.kind, q).toBe('hours');
    }
    for (const q of ['agendamento escritura', 'ir ao cartorio registrar nascimento']) expect(answer(q)?.kind, q).not.toBe('hours');
  });

  it('reads an office question spelt as it sounds or with a slip, and one with a word the site never uses', () => {
    const friday = new Date('2027-02-05T18:00:00-03:00');
    // A day is a when: "amanhã tem atendimento?"; a day beside a service's word is the service's.
    for (const q of ['amanha tem atendimento?', 'segunda tem atendimento', 'hoje atende?']) expect(answer(q, friday)?.kind, q).toBe('hours');
    for (const q of ['registro de nascimento hoje', 'certidao amanha']) expect(answer(q, friday)?.kind, q).not.toBe('hours');
    for (const q of ['amanha tem espediente', 'orario de almoco', 'abre sabdo', 'no cirio o cartorio abre', 'abre no feriado do cirio']) expect(answer(q, friday)?.kind, q).toBe('hours');
    // A word the site does use still makes it a question about that thing.
    for (const q of ['abre escritura', 'horario do protesto de cheque', 'abrir firma no cartorio']) expect(answer(q, friday)?.kind, q).not.toBe('hours');
  });

  it('finds the office question in a longer sentence about who is coming: more office words than others', () => {
    for (const q of ['que horas o cartório abre pra eu levar minha mãe', 'minha mãe só consegue ir no sábado, o cartório abre no sábado']) expect(answer(q)?.kind, q).toBe('hours');
    for (const q of ['cartorio abre sabado pra fazer escritura de doação do terreno', 'ir ao cartorio registrar nascimento']) expect(answer(q)?.kind, q).not.toBe('hours');
  });

  it('leaves a question about a service to the service, even with an hours word', () => {
    // Not going is asking how to do it from home.
    expect(answer('tirar certidao pelo celular sem ir no cartorio')?.kind).not.toBe('hours');
    // A message that came is a check of it: the official-channels page, not the office card.
    expect(answer('chegou msg no zap dizendo q e do cartorio')?.kind).not.toBe('hours');
    expect(engine.search('chegou msg no zap dizendo q e do cartorio').hits[0].route).toBe('/canais-oficiais');
    for (const q of ['registro de obito no feriado', 'certidao de casamento fica pronta que horas', 'abre escritura']) {
      expect(answer(q)?.kind, q).not.toBe('hours');
    }
  });

  it('shows the phone only when the question asks for it, not when WhatsApp is a thing it is about', () => {
    expect(answer('ata notarial print whatsapp')).toBeUndefined();
    expect(answer('provar conversa do whatsapp')).toBeUndefined();
    expect(answer('lgpd contato responsável pelos dados')).toBeUndefined();
    expect(answer('protesto telefone')).toMatchObject({ kind: 'phone', department: 'Protesto' });
    expect(answer('qual o whatsapp do cartorio')).toMatchObject({ kind: 'phone' });
    // The visitor's own phone is how to do it online, not a number asked for.
    expect(answer('tirar certidao pelo celular')?.kind).not.toBe('phone');
    expect(engine.search('tirar certidao pelo celular').hits[0].route).toBe('/servicos-online');
    expect(engine.search('certidoes pela net').hits[0].route).toBe('/servicos-online');
    // WhatsApp written as it sounds.
    for (const q of ['uatizap do cartorio', 'watsap do cartorio']) expect(answer(q)?.kind, q).toBe('phone');
    // Shortened as on a business card.
    expect(answer('tel cartorio')).toMatchObject({ kind: 'phone', department: undefined });
    expect(answer('tel protesto')).toMatchObject({ kind: 'phone', department: 'Protesto' });
    // Doubting a number is a check of it, which the official-channels page answers.
    for (const q of ['esse zap é mesmo do cartório?', 'telefone do cartorio é oficial', 'whatsapp falso']) expect(answer(q)?.kind, q).not.toBe('phone');
  });

  it('stays out of the way of other questions', () => {
    expect(answer('numero da matricula do imovel')?.kind).not.toBe('phone');
    expect(answer('certidao de nascimento')).toBeUndefined();
    expect(answer('documentos para escritura')).toBeUndefined();
  });
});

describe('the tools and answers a need leads to', () => {
  const first = (q: string) => engine.search(q).hits[0]?.route;
  it('reads a synonym spelt as it sounds, only for a word the site does not use', () => {
    // "presso": "preço", a synonym of "quanto custa"; the fee table's certificates come first.
    expect(engine.search('presso da sertidao').hits[0]?.href).toBe('/emolumentos#valores-certidoes');
    // "ficha" is the site's own word ("abrir ficha"), not "fecha" of the hours.
    expect(first('abrir ficha no cartorio')).toBe('/servicos/reconhecimento-firma');
  });

  it('takes a keyword said whole in other words, by synonym, family or sound, for the keyword', () => {
    // "de graça" for "gratuito", "escriturar" for "escritura", "sertidão" for "certidão".
    expect(first('registro de nascimento é de graça?')).toBe('/atos-gratuitos');
    // An everyday expression says its act's words ("registro do bebê": "registro de nascimento").
    expect(first('registro do bebe é de graça?')).toBe('/atos-gratuitos');
    expect(first('escriturar imovel')).toBe('/servicos/escrituras');
    expect(first('sertidao de obito da minha mae')).toBe('/servicos/certidoes-registro-civil');
    // A word the site never uses ("namorada") neither adds to the keyword nor stands in its way.
    expect(first('casar com a namorada')).toBe('/servicos/registro-civil');
    // A diminutive is the word itself.
    expect(first('a certidaozinha de nascimento da minha filha')).toBe('/servicos/certidoes-registro-civil');
    // A query with a word more than the keyword is not that keyword: "em quantos dias" asks how long, not when.
    expect(first('escritura fica pronta em quantos dias')).toBe('/servicos/escrituras');
    // Written short, the same question.
    expect(first('escritura fica pronta em qtos dias')).toBe('/servicos/escrituras');
  });

  it('reads an everyday expression in another form of its words, after those said as written', () => {
    // "enterrar" for the expression's "enterro"; "meu pai quer que eu resolva" for "resolver as coisas no banco".
    expect(first('papel de quem morreu pra enterrar')).toBe('/servicos/registro-civil');
    expect(first('meu pai quer q eu resolva as coisas dele no banco')).toBe('/servicos/procuracoes');
    // "limpar o nome" is its own expression (cancelling a protest), not "nome limpo" (the clean-name certificate).
    expect(first('limpar meu nome')).toBe('/servicos/protesto');
  });

  it('reads an expression only from words said near each other, each a word of its own', () => {
    // "documento feito no cartório" is a notarial certificate when said so…
    expect(first('copia do documento que fiz no cartorio')).toBe('/servicos/certidoes-notariais');
    // …not when "papel" and "cartório" are far apart in a long message, nor through "o que levar" (the documents list).
    expect(first('o banco pediu um papel mostrando que não tenho dívida em cartório')).toBe('/servicos/certidoes-protesto');
    expect(first('vamos nos casar em dezembro, o que a gente tem que levar no cartório')).toBe('/servicos/registro-civil');
  });

  it('reads an expression by its own words, or their family, before one reached through a synonym', () => {
    // "papel … enterrar" is "papel para o enterro" (registering a death), not "papel" for "documento" of
    // "documento feito no cartório".
    expect(first('papel do cartorio pra enterrar meu avo')).toBe('/servicos/registro-civil');
  });

  it('answers the act, not a page that also names the relative it is for', () => {
    expect(first('cert de obito do meu pai pra inventario')).toBe('/servicos/certidoes-registro-civil');
    expect(first('prucuraçao pro meu filho receber minha aposentadoria')).toBe('/servicos/procuracoes');
  });

  it('finds the ready-date tool for a late order or the last day to pay, the services for the visit plan, and the office card for a holiday', () => {
    expect(first('meu pedido está atrasado')).toBe('/quando-fica-pronto');
    // Asked "when" (a date), not "how long": the tool that gives the date, whoever it is for.
    for (const q of ['quando fica pronta minha escritura', 'ate q dia posso pagar o protesto', 'até que dia meu pai pode pagar o protesto dele']) {
      expect(first(q), q).toBe('/quando-fica-pronto');
    }
    expect(first('quanto tempo demora uma escritura')).toBe('/servicos/escrituras');
    expect(first('último dia para pagar o protesto')).toBe('/quando-fica-pronto');
    expect(first('plano da visita')).toBe('/servicos');
    // "ficar", like "fica", says nothing alone: the ready-date tool, not a page that says "ficar pronta" in passing.
    expect(first('qual o prazo pra ficar pronto')).toBe('/quando-fica-pronto');
    expect(answer('cartório abre no carnaval?')?.kind).toBe('hours');
  });

  it('answers booking a named service with its page, whose top says whether to book, as its summary does', () => {
    for (const q of ['agendamento de escritura', 'precisa agendar ata notarial']) {
      const [hit] = engine.search(q).hits;
      expect(hit.route, q).toMatch(/^\/servicos\//);
      expect(hit.anchor, q).toBe('');
    }
    expect(engine.search('agendamento de escritura').hits[0].route).toBe('/servicos/escrituras');
  });

  it('finds the certificate tools for a question on their validity, timing or price', () => {
    // Asked "when", a certificate for a deed is a question on its validity window, not on the notarial certificate.
    expect(first('quando devo pedir a certidão pra escritura')).toBe('/quando-pedir');
    expect(first('minha certidão vale até quando')).toBe('/quando-pedir');
    // The tool is where a certificate's validity is: the guide to certificates links to it.
    for (const q of ['validade das certidoes', 'quantos dias vale a certidão pra casar']) expect(first(q), q).toBe('/quando-pedir');
    expect(first('quanto deveria custar 3 autenticações')).toBe('/confira-sua-cobranca');
    // Said without "when", the same words still name the notarial certificate.
    expect(first('certidão de escritura')).toBe('/servicos/certidoes-notariais');
  });

  it('answers "what does this word mean" with its glossary entry, and only that question', () => {
    expect(engine.search('o que é averbação').hits[0]?.href).toBe('/glossario#averbacao');
    expect(engine.search('o que quer dizer emolumentos').hits[0]?.href).toBe('/glossario#emolumentos');
    // Spoken Portuguese doubles the "que", and spells by sound.
    expect(engine.search('o que que é averbasao').hits[0]?.href).toBe('/glossario#averbacao');
    // The word alone, or "o que é preciso…", asks for the service.
    expect(first('averbação')).not.toBe('/glossario');
    expect(first('o que é preciso para casar')).not.toBe('/glossario');
  });
});
