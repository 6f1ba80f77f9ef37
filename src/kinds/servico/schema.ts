/** Frontmatter of a service page (`layout: servico`): its summary, sections and cards. */
import { z } from 'zod';
import { layoutHelp, pageBase } from '../page-fields.ts';
import { howDone, howDoneHelp } from './how-done-schema.ts';
import { help, icon, iconHelp, oneOf, step, text, textList } from '../../shared/content/schema/fields.ts';

const serviceTypeCard = z.strictObject({
  titulo: text,
  descricao: text,
  icone: icon.optional(),
  itens: z.array(text).optional(),
  destaque: z.boolean().optional(),
});

const warning = z.strictObject({ titulo: text, descricao: text });

const documentGroup = z.strictObject({ grupo: text, itens: textList });

export const SERVICE_GROUPS = ['notariais', 'registro', 'certidoes'] as const;

export const BOOKING = ['obrigatorio', 'recomendado', 'sem-agendamento'] as const;

export type Booking = (typeof BOOKING)[number];

/** An unfinished page says it is under construction instead. */
export const SUMMARY_FIELDS = ['prazoResumo', 'agendamento', 'departamento', 'comoFazer'] as const;

const UNLESS_UNFINISHED = 'sim (menos em página em construção)';

// Field order is the order of the guide's table.
export const serviceFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('servico'), { ...layoutHelp, descricao: 'Sempre `servico` nas páginas de serviço.' }),
  resumo: help(text.max(200), {
    exemplo: 'resumo: "Frase curta para o cartão do serviço (até 200 caracteres)."',
    descricao: 'Frase do cartão do serviço (até 200 caracteres).',
    formulario: 'A frase do cartão do serviço, na página Serviços e na página inicial (até 200 caracteres). Exemplo: Compra e venda, doação, inventário e partilha com fé pública.',
  }),
  icone: help(icon, { ...iconHelp, descricao: 'Ícone do serviço (veja [Ícones](#ícones)).', formulario: 'O ícone do cartão do serviço, escolhido na lista.' }),
  grupo: help(z.enum(SERVICE_GROUPS), {
    exemplo: 'grupo: notariais', dica: `um destes: ${SERVICE_GROUPS.join(', ')}`,
    descricao: `Seção da página \`/servicos\`: ${oneOf(SERVICE_GROUPS)}.`,
    formulario: 'A seção da página Serviços em que o cartão aparece.',
  }),
  ordem: help(z.number().int().min(0), {
    exemplo: 'ordem: 1', dica: 'um número inteiro',
    descricao: 'Posição do cartão dentro do grupo (número inteiro; menor vem antes).',
  }),
  destaqueInicio: help(z.boolean().optional(), {
    exemplo: 'destaqueInicio: true',
    descricao: '`true` mostra o cartão na página inicial (mantenha seis serviços assim).',
    formulario: 'Marcado, o cartão aparece na página inicial (mantenha seis serviços marcados).',
  }),
  prazoResumo: help(text.max(160).optional(), {
    exemplo: 'prazoResumo: "{{fatos.prazoEscrituraSimples}} (simples); {{fatos.prazoEscrituraComplexa}} (complexas)"',
    dica: 'o prazo, em uma linha, para o resumo do topo da página',
    descricao: 'O prazo em uma linha, para o resumo do topo da página. Pode usar fatos.',
    formulario: 'O prazo em uma linha, para o resumo do topo da página. Exemplo: 3 a 5 dias úteis (simples); 7 a 10 dias úteis (complexas).',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  agendamento: help(z.enum(BOOKING).optional(), {
    exemplo: 'agendamento: obrigatorio', dica: `um destes: ${BOOKING.join(', ')}`,
    descricao: `Se precisa agendar: ${oneOf(BOOKING)}. Aparece no resumo; com \`obrigatorio\`, o botão principal é "Agendar Atendimento".`,
    formulario: 'Se o atendimento precisa de agendamento. Aparece no resumo; com agendamento obrigatório, o botão principal é "Agendar Atendimento".',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  /** Checked by the loader against content/office.yml's departments. */
  departamento: help(z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(text).min(1).max(2)).optional(), {
    exemplo: 'departamento: "ESCRITURA"',
    dica: 'o nome de um dos departamentos de content/office.yml, igual, em maiúsculas; para dois: departamento: ["REGISTRO CIVIL", "CASAMENTO"]',
    descricao: 'Quem atende: o nome de um dos departamentos de `content/office.yml`, escrito igual; ou dois, em lista, quando a página cobre dois setores (`departamento: ["REGISTRO CIVIL", "CASAMENTO"]`). O resumo mostra o telefone e o WhatsApp de cada um.',
    formulario: 'Quem atende: um dos departamentos do cartório, ou dois quando a página cobre dois setores (como Registro Civil e Casamento). O resumo mostra o telefone e o WhatsApp de cada um.',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  comoFazer: help(howDone.optional(), { ...howDoneHelp, obrigatorio: UNLESS_UNFINISHED }),
  custoResumo: help(text.max(200).optional(), {
    exemplo: 'custoResumo: "Não se aplica: o registro é cobrado pelo Registro de Imóveis que faz o ato."',
    dica: 'ou "Gratuito: ...", quando a tabela de emolumentos não tem ato para esta página',
    descricao: 'Frase sobre o valor, mostrada no resumo e em `/emolumentos`. Obrigatória quando a [tabela de emolumentos](#tabela-de-emolumentos-quanto-custa-cada-ato) não tem nenhum ato desta página: diga por quê ("Gratuito: …", "Não se aplica: …").',
    formulario: 'Frase sobre o valor, mostrada no resumo e na página Emolumentos. Obrigatória quando a tabela de emolumentos não tem nenhum ato desta página: diga por quê. Exemplo: Não se aplica: o registro é cobrado pelo Registro de Imóveis que faz o ato.',
  }),
  botaoPrincipal: help(z.enum(['agendar', 'contato']).default('contato'), {
    exemplo: 'botaoPrincipal: agendar', dica: 'ou: contato',
    descricao: 'Botão embaixo do resumo: `agendar` ("Agendar Atendimento") ou `contato` ("Solicitar Serviço", o padrão).',
    formulario: 'O botão embaixo do resumo: "Agendar Atendimento" ou "Solicitar Serviço" (o padrão).',
  }),
  emConstrucao: help(z.boolean().optional(), {
    exemplo: 'emConstrucao: true',
    descricao: '`true` mostra o aviso "Página em construção".',
    formulario: 'Marcado, a página mostra o aviso "Página em construção" no lugar do resumo.',
  }),
  /** See src/shared/content/attributions.ts. */
  atribuicao: help(z.enum(['registroDeImoveis']).optional(), {
    exemplo: 'atribuicao: registroDeImoveis', dica: 'só nas páginas de serviço que dependem de "atribuicoes" em content/office.yml',
    descricao: 'Para um serviço que nem todo cartório faz: a página segue o que `content/office.yml` diz em `atribuicoes` (hoje só `registroDeImoveis`). Se este cartório não faz, a página explica onde fazer e não oferece pedido nem valores.',
    formulario: 'Só para um serviço que nem todo cartório faz (hoje, o registro de imóveis): a página segue o que os dados do cartório dizem em Atribuições. Se este cartório não faz, a página explica onde fazer e não oferece pedido nem valores.',
  }),
  tiposTitulo: help(text.optional(), {
    exemplo: 'tiposTitulo: "Tipos de escritura"',
    descricao: 'Título da seção de tipos (padrão: "Tipos de" + título).',
  }),
  tipos: help(z.array(serviceTypeCard).optional(), {
    exemplo: 'tipos:\n  - titulo: "Compra e Venda"\n    descricao: "Transferência de imóvel mediante pagamento."',
    descricao: 'Cartões dos tipos do serviço. Cada um tem `titulo`, `descricao` e, se quiser, `icone`, `itens` (lista) e `destaque: true`.',
    formulario: 'Os cartões dos tipos do serviço, cada um com título e descrição e, se quiser, ícone, itens e destaque.',
  }),
  caracteristicas: help(z.array(text).optional(), {
    exemplo: 'caracteristicas:\n  - Tem fé pública',
    descricao: 'Lista de características (com marca de "✓").',
  }),
  etapas: help(z.array(step).optional(), {
    exemplo: 'etapas:\n  - titulo: "Análise prévia"\n    descricao: "Conferimos os documentos."',
    descricao: 'Passos do atendimento, em ordem. Cada um tem `titulo` e `descricao`; o número é automático.',
    formulario: 'Os passos do atendimento, em ordem, cada um com título e descrição; o número é automático.',
  }),
  documentos: help(z.array(documentGroup).optional(), {
    exemplo: 'documentos:\n  - grupo: "Pessoas físicas"\n    itens:\n      - RG e CPF',
    descricao: 'Grupos de documentos. Cada grupo tem `grupo` (nome) e `itens` (lista).',
    formulario: 'Os grupos de documentos, cada um com o seu nome (como Pessoas físicas) e os documentos, um por item (como RG e CPF).',
  }),
  prazos: help(z.array(text).optional(), {
    exemplo: 'prazos:\n  - "Escrituras simples: {{fatos.prazoEscrituraSimples}}."',
    descricao: 'Lista de prazos.',
  }),
  custos: help(z.array(text).optional(), {
    exemplo: 'custos:\n  - "Formas de pagamento: {{fatos.formasPagamento}}."',
    descricao: 'Lista sobre valores e pagamento, mostrada embaixo dos valores da tabela de emolumentos.',
  }),
  informacoes: help(z.array(text).optional(), {
    exemplo: 'informacoes:\n  - "Agende pela página de [contato](/contato)."',
    descricao: 'Lista de informações adicionais.',
  }),
  avisos: help(z.array(warning).optional(), {
    exemplo: 'avisos:\n  - titulo: "Atenção"\n    descricao: "Texto do aviso."',
    descricao: 'Cartões de atenção. Cada um tem `titulo` e `descricao`.',
    formulario: 'Os cartões de atenção, cada um com título e descrição.',
  }),
}).superRefine((fm, ctx) => {
  if (fm.emConstrucao) return;
  for (const field of SUMMARY_FIELDS) {
    if (fm[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `falta o campo "${field}", que o resumo do topo da página mostra` });
  }
});

export type ServiceFrontmatter = z.infer<typeof serviceFrontmatter>;
