import { z } from 'zod';
import { CLOCK_TIME, clockTime, help, httpsUrl, oneOf, phone, phoneHelp, text, urlHelp } from './fields.ts';
import { fold } from '../../text/fold.ts';

/** Sunday first: the index is Date.getUTCDay(). */
export const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;

export type Weekday = typeof WEEKDAYS[number];

/** "Sábado" or "terça-feira" written by hand read as `sabado` and `terca`. */
const weekday = z.preprocess(
  (value) => (typeof value === 'string' ? fold(value).replace(/ feira$/, '') : value),
  // Monday first, as the form lists them and the error names them.
  z.enum([...WEEKDAYS.slice(1), WEEKDAYS[0]]),
);

const interval = z.strictObject({
  abre: help(clockTime, { exemplo: 'abre: "08:00"', dica: 'horas:minutos, com dois dígitos', descricao: 'Hora em que abre (também para o aviso "Aberto agora").' }),
  fecha: help(clockTime, { exemplo: 'fecha: "16:00"', dica: 'horas:minutos, com dois dígitos, depois de "abre"', descricao: 'Hora em que fecha.' }),
});

/** The opening intervals of a day, in order and apart; shared by the week and a date's special hours. */
export const intervals = z.array(interval).min(1).superRefine((list, ctx) => {
  // Times not written "HH:MM" have their own message; comparing them would add a second, wrong one.
  if (!list.every((it) => CLOCK_TIME.test(it.abre) && CLOCK_TIME.test(it.fecha))) return;
  list.forEach((it, i) => {
    if (it.abre >= it.fecha) {
      ctx.addIssue({ code: 'custom', path: [i, 'fecha'], message: `"fecha" (${it.fecha}) precisa ser depois de "abre" (${it.abre})` });
      return;
    }
    const before = list[i - 1];
    if (!before || it.abre >= before.fecha) return;
    // On the interval, not its `abre`: the fix shown is then two intervals in order.
    ctx.addIssue({
      code: 'custom', path: [i],
      message: it.abre < before.abre
        ? `os intervalos estão fora de ordem: o que abre às ${it.abre} vem depois do que abre às ${before.abre}; escreva primeiro o que abre mais cedo`
        : `o intervalo que abre às ${it.abre} começa antes de o anterior fechar (${before.fecha}); os intervalos não podem se sobrepor`,
    });
  });
});

export const intervalsHelp = {
  exemplo: 'intervalos:\n  - abre: "08:00"\n    fecha: "12:00"\n  - abre: "14:00"\n    fecha: "18:00"',
  dica: 'um item por período, em ordem, sem sobrepor',
  resumo: '{{fields.abre}} às {{fields.fecha}}',
};

const weekGroup = z.strictObject({
  dias: help(z.array(weekday).min(1), {
    exemplo: 'dias: [segunda, terca, quarta, quinta, sexta]',
    dica: `os dias com este horário, entre colchetes: ${WEEKDAYS.slice(1).join(', ')}, ${WEEKDAYS[0]}`,
    descricao: `Os dias com o mesmo horário: ${oneOf([...WEEKDAYS.slice(1), WEEKDAYS[0]])}. Cada dia só pode estar em um grupo; um dia que não está em nenhum é dia fechado.`,
    formulario: 'Os dias com este horário. Cada dia só pode estar em um grupo; um dia que não está em nenhum é dia fechado.',
  }),
  intervalos: help(intervals, {
    ...intervalsHelp,
    descricao: 'Os períodos de atendimento nesses dias, cada um com `abre` e `fecha`, em ordem: um só (das 8h às 16h) ou dois, com o intervalo do almoço entre eles.',
    formulario: 'Os períodos de atendimento nesses dias, em ordem: um só (das 8h às 16h) ou dois, com o almoço entre eles (das 8h às 12h e das 14h às 18h).',
  }),
});

export const officeSchema = z.strictObject({
  /** true, false, or the fields still to confirm, so the office can confirm them one by one. */
  amostra: help(z.union([z.boolean(), z.array(text)]), {
    exemplo: 'amostra: true',
    dica: 'em content/office.yml também uma lista dos campos ainda de exemplo: amostra: [telefone, email]; false quando tudo for oficial',
    descricao: 'Quais dados ainda são de exemplo: a lista dos campos a conferir (`amostra: [telefone, email]`), `true` (todos) ou `false` (nenhum). Veja [Dados de exemplo](#dados-de-exemplo-substituir-antes-de-publicar).',
  }),
  nome: help(text, { exemplo: 'nome: "Cartório do 1º Ofício de Notas e Registros"', descricao: 'Nome completo do cartório.' }),
  nomeCurto: help(text, {
    exemplo: 'nomeCurto: "Cartório 1º Ofício"',
    descricao: 'Nome curto, também acrescentado ao título de cada página na aba do navegador.',
  }),
  siteUrl: help(z.string().regex(/^https:\/\/[^/]+$/, 'siteUrl'), {
    exemplo: 'siteUrl: "https://www.seucartorio.com.br"', dica: 'com https://, sem barra nem caminho no fim',
    descricao: 'Endereço do site, usado nos links que o Google e as redes sociais mostram.',
  }),
  tempoDeServico: help(text, { exemplo: 'tempoDeServico: "mais de três décadas"', descricao: 'A frase do tempo de serviço, usada em todo o site.' }),
  endereco: help(z.strictObject({
    logradouro: help(text, {
      exemplo: 'logradouro: "Avenida Exemplo, 1000, Sala 1"', descricao: 'Rua ou avenida, número e complemento.',
      formulario: 'Rua ou avenida, número e complemento. Exemplo: Avenida FAB, 1000, Sala 1',
    }),
    bairro: help(text, { exemplo: 'bairro: "Centro"', descricao: 'Bairro.' }),
    cidade: help(text, { exemplo: 'cidade: "Macapá"', descricao: 'Cidade.' }),
    estado: help(z.string().regex(/^[A-Z]{2}$/, 'estado'), {
      exemplo: 'estado: AP', dica: 'a sigla do estado, em maiúsculas',
      descricao: 'Sigla do estado, em maiúsculas.',
    }),
    cep: help(z.string().regex(/^\d{5}-\d{3}$/, 'cep'), {
      exemplo: 'cep: "68900-000"', dica: 'cinco dígitos, traço, três dígitos',
      descricao: 'CEP, com o traço.',
    }),
    pais: help(z.literal('BR'), { exemplo: 'pais: BR', dica: 'sempre BR', descricao: 'Sempre `BR`.' }),
  }), {
    exemplo: 'endereco:\n  logradouro: "Avenida Exemplo, 1000, Sala 1"\n  bairro: "Centro"\n  cidade: "Macapá"\n  estado: AP\n  cep: "68900-000"\n  pais: BR',
    descricao: 'O endereço, nos campos abaixo.',
  }),
  fusoHorario: help(text, {
    exemplo: 'fusoHorario: "America/Belem"', dica: 'o fuso do cartório, no formato Região/Cidade',
    descricao: 'Fuso horário do cartório, para o aviso "Aberto agora" (veja [Feriados e fechamentos](#feriados-e-fechamentos-o-aviso-aberto-agora)).',
    formulario: 'O fuso horário do cartório, para o aviso "Aberto agora", escrito como Região/Cidade. Exemplo: America/Belem',
  }),
  mapaUrl: help(httpsUrl, {
    exemplo: 'mapaUrl: "https://www.openstreetmap.org/search?query=..."', dica: 'endereço completo, com https://',
    descricao: 'Link que abre o endereço no aplicativo de mapas de quem visita.',
    formulario: 'O link que abre o endereço no aplicativo de mapas de quem visita. Exemplo: https://www.openstreetmap.org/search?query=Centro%2C%20Macap%C3%A1%20AP',
  }),
  telefone: help(phone, { ...phoneHelp, descricao: 'Telefone principal, só dígitos, com 55 e o DDD (o site mostra "(96) 3222-0000").' }),
  whatsapp: help(phone, {
    exemplo: 'whatsapp: "5596999990000"', dica: 'só dígitos: 55, o DDD e o número do celular, sem espaços nem traços',
    descricao: 'WhatsApp geral, só dígitos, com 55 e o DDD.',
  }),
  email: help(z.string().email(), { exemplo: 'email: "contato@seucartorio.com.br"', descricao: 'E-mail principal.' }),
  horario: help(z.strictObject({
    semana: help(z.array(weekGroup).min(1).superRefine((groups, ctx) => {
      const seen = new Map<string, number>();
      groups.forEach((group, i) => group.dias.forEach((day, j) => {
        const first = seen.get(day);
        if (first === undefined) seen.set(day, i);
        else ctx.addIssue({ code: 'custom', path: [i, 'dias', j], message: `"${day}" está em dois grupos de dias (o ${first + 1}º e o ${i + 1}º)${first === i ? ' ou duas vezes no mesmo grupo' : ''}; cada dia só pode aparecer uma vez` });
      }));
    }), {
      exemplo: 'semana:\n  - dias: [segunda, terca, quarta, quinta, sexta]\n    intervalos:\n      - abre: "08:00"\n        fecha: "16:00"\n  - dias: [sabado]\n    intervalos:\n      - abre: "08:00"\n        fecha: "12:00"',
      descricao: 'O horário da semana: um item por grupo de dias com o mesmo horário, cada um com os dias (`dias`) e os períodos em que abre (`intervalos`; veja [Campos de cada grupo de dias](#a8-campos-de-cada-grupo-de-dias-do-horário)). O site escreve a frase "Segunda a sexta-feira, das 8h às 16h; sábado, das 8h às 12h" sozinho.',
      formulario: 'O horário da semana: um grupo para os dias com o mesmo horário (como segunda a sexta, das 8h às 16h, e outro para sábado, das 8h às 12h), cada um com os dias e os períodos em que abre. O site escreve a frase do horário sozinho.',
    }),
    observacao: help(text, { exemplo: 'observacao: "Fechado aos domingos e feriados."', descricao: 'Frase mostrada junto do horário.' }),
    plantao: help(text.optional(), {
      exemplo: 'plantao: "Registro de óbito aos sábados, domingos e feriados: plantão pelo telefone (96) 99999-0000."',
      dica: 'apague a linha se o cartório não tem plantão',
      descricao: 'O plantão fora do horário (por exemplo, para registro de óbito nos fins de semana e feriados), mostrado junto do horário. Opcional.',
    }),
  }), {
    exemplo: 'horario:\n  semana:\n    - dias: [segunda, terca, quarta, quinta, sexta]\n      intervalos:\n        - abre: "08:00"\n          fecha: "16:00"\n  observacao: "Fechado aos sábados, domingos e feriados."',
    descricao: 'O horário de atendimento, nos campos abaixo. Feriados, fechamentos e horários especiais de uma data ficam em `content/feriados.yml`.',
    formulario: 'O horário de atendimento, nos campos abaixo. Feriados, fechamentos e horários especiais de uma data ficam em Feriados e fechamentos.',
  }),
  cnpj: help(z.string().regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, 'cnpj'), {
    exemplo: 'cnpj: "00.000.000/0001-00"', dica: 'com pontos, barra e traço, como no cartão CNPJ',
    descricao: 'CNPJ do cartório.',
    formulario: 'O CNPJ do cartório, com pontos, barra e traço, como no cartão CNPJ. Exemplo: 11.222.333/0001-81',
  }),
  cns: help(text, { exemplo: 'cns: "00.000-0"', descricao: 'Código CNS do cartório.', formulario: 'O código CNS do cartório, com o ponto e o traço. Exemplo: 12.345-6' }),
  tabeliaes: help(z.strictObject({ titular: text, substituto: text }), {
    exemplo: 'tabeliaes:\n  titular: "Nome do Tabelião Titular"\n  substituto: "Nome do Tabelião Substituto"',
    descricao: 'Nomes do tabelião titular e do substituto.',
  }),
  encarregadoLgpd: help(z.strictObject({
    nome: text,
    email: help(z.string().email(), { exemplo: 'email: "lgpd@seucartorio.com.br"' }),
    telefone: help(phone, { ...phoneHelp, exemplo: 'telefone: "559632220001"' }),
  }), {
    exemplo: 'encarregadoLgpd:\n  nome: "Nome do Encarregado de Dados"\n  email: "lgpd@seucartorio.com.br"\n  telefone: "559632220001"',
    descricao: 'O encarregado de proteção de dados (LGPD): nome, e-mail e telefone (só dígitos, com 55 e o DDD).',
  }),
  departamentos: help(z.array(z.strictObject({
    nome: help(text, { exemplo: 'nome: "REGISTRO CIVIL"', descricao: 'Nome do setor, em maiúsculas; é o que o formulário mostra como serviço.' }),
    numero: help(phone, {
      exemplo: 'numero: "5596999990001"', dica: 'o WhatsApp do departamento, só dígitos: 55, o DDD e o número',
      descricao: 'Telefone e WhatsApp do setor, só números, com 55 e o DDD.',
    }),
    email: help(z.string().email(), { exemplo: 'email: "registrocivil@seucartorio.com.br"', descricao: 'E-mail do setor.' }),
    atende: help(text.max(200), {
      exemplo: 'atende: "Registro de nascimento e de óbito; certidões de nascimento, casamento e óbito"',
      dica: 'até 200 caracteres: o que o departamento atende, como o cidadão diria',
      descricao: 'O que o setor atende, como o cidadão diria (até 200 caracteres). Aparece no formulário, embaixo de "Serviço", e na lista de setores: quem quer uma certidão ou reconhecer firma sabe qual escolher.',
    }),
  })).length(6), {
    exemplo: 'departamentos:\n  - nome: "REGISTRO CIVIL"\n    numero: "5596999990004"\n    email: "registrocivil@seucartorio.com.br"\n    atende: "Registro de nascimento e de óbito"',
    dica: 'exatamente seis',
    descricao: 'Os seis setores, cada um com `nome`, `numero`, `email` e `atende` (veja a tabela seguinte).',
    formulario: 'Os seis setores do cartório, cada um com o nome, o telefone e WhatsApp, o e-mail e o que atende.',
  }),
  redesSociais: help(z.array(z.strictObject({
    nome: text,
    url: help(httpsUrl, { ...urlHelp, formulario: 'O endereço do perfil, completo, com https://. Exemplo: https://www.instagram.com/seucartorio' }),
  })), {
    exemplo: 'redesSociais:\n  - nome: "Instagram"\n    url: "https://www.instagram.com/seucartorio"',
    descricao: 'Os perfis oficiais do cartório, cada um com `nome` e `url`; sem perfis, `redesSociais: []`.',
    formulario: 'Os perfis oficiais do cartório, cada um com o nome da rede e o endereço do perfil. Sem perfis, deixe a lista vazia.',
  }),
  /** What this office does beyond notes: decides how pages about those services read. */
  atribuicoes: help(z.strictObject({
    registroDeImoveis: help(z.boolean(), {
      exemplo: 'registroDeImoveis: false', dica: 'true se este cartório faz o registro de imóveis; false se não faz',
      formulario: 'Marque se este cartório faz o registro de imóveis.',
    }),
  }), {
    exemplo: 'atribuicoes:\n  registroDeImoveis: false', dica: 'true se este cartório faz o registro de imóveis',
    descricao: 'O que este cartório faz além das notas: `registroDeImoveis: true` se faz o registro de imóveis (as páginas sobre o assunto mudam sozinhas).',
    formulario: 'O que este cartório faz além das notas. As páginas sobre o assunto mudam sozinhas.',
  }),
  portalSelo: help(z.strictObject({ nome: text, url: help(httpsUrl, urlHelp) }), {
    exemplo: 'portalSelo:\n  nome: "Consulta do selo digital (TJAP)"\n  url: "https://www.tjap.jus.br"',
    descricao: 'Nome e endereço da consulta do selo digital no portal do Tribunal de Justiça.',
  }),
}).superRefine((office, ctx) => {
  if (!Array.isArray(office.amostra)) return;
  const fields = Object.keys(office).filter((k) => k !== 'amostra');
  office.amostra.forEach((name, i) => {
    if (!fields.includes(name)) ctx.addIssue({ code: 'custom', path: ['amostra', i], message: `"${name}" não é um campo de content/office.yml; use um destes: ${fields.join(', ')}` });
  });
});

export type Office = z.infer<typeof officeSchema>;
