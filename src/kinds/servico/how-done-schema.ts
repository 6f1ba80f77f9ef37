/** How a service is done ("Resolva em uma viagem"): all online, started online, or only at the office. */
import { z } from 'zod';
import { type FieldHelp, help, oneOf, text } from '../../shared/content/schema/fields.ts';

/** `depende`: the way depends on the case (a guide to several services, or requests of several kinds). */
export const HOW_DONE = ['internet', 'internet-e-balcao', 'balcao', 'depende'] as const;

export type HowDoneMode = (typeof HOW_DONE)[number];

export const howDone = z.strictObject({
  modo: help(z.enum(HOW_DONE), {
    exemplo: 'modo: balcao', dica: `um destes: ${HOW_DONE.join(', ')}`,
    descricao: `Como o serviço é feito: ${oneOf(HOW_DONE)} (todo pela internet, começa pela internet e termina no cartório, só no cartório, depende do caso).`,
    formulario: 'Escolha como o serviço é feito: todo pela internet, começa pela internet e termina no cartório, só no cartório, ou depende do caso.',
  }),
  plataforma: help(text.optional(), {
    exemplo: 'plataforma: "e-Notariado"',
    dica: 'o nome de uma plataforma de content/plataformas.yml, escrito igual; obrigatório com "modo: internet"',
    descricao: 'A plataforma oficial nacional onde se faz pela internet: o nome de um serviço de `content/plataformas.yml`, escrito igual (como "Registro Civil do Brasil", "e-Notariado", "CENPROT Nacional"). Obrigatória com `modo: internet`.',
    formulario: 'A plataforma oficial nacional onde se faz pela internet, escolhida na lista das plataformas de Serviços Online. Obrigatória quando o serviço é todo pela internet. Exemplo: Registro Civil do Brasil',
  }),
  nota: help(text.max(160).optional(), {
    exemplo: 'nota: "Apresentar o título e pagar são feitos no cartório."', dica: 'uma frase curta, até 160 caracteres',
    descricao: 'Uma frase que explica o caso (até 160 caracteres), mostrada no plano da visita impresso; com `modo: depende`, diga do que depende: ela aparece também no resumo do topo da página (ou a plataforma, enquanto `amostra: true`), que precisa caber na primeira tela do celular (seja breve).',
    formulario: 'Uma frase curta (até 160 caracteres) que explica o caso, mostrada no plano da visita impresso. Quando depende do caso, diga do quê: a frase aparece também no resumo do topo da página (ou a plataforma, enquanto não confirmado). Exemplo: Apresentar o título e pagar são feitos no cartório.',
  }),
  idas: help(z.number().int().min(0).max(5).optional(), {
    exemplo: 'idas: 2', dica: 'um número de 0 a 5',
    descricao: 'Quantas vezes a pessoa vai ao cartório quando leva tudo certo (0 a 5; 0 quando é todo pela internet), impresso no plano da visita. Conte pelas etapas da página: uma escritura com análise prévia e assinatura são 2.',
    formulario: 'Quantas vezes a pessoa vai ao cartório quando leva tudo certo, de 0 a 5 (0 quando é todo pela internet). Sai no plano da visita impresso. Conte pelas etapas: análise dos documentos e assinatura em dias diferentes são 2.',
  }),
  /** The spec does not say it: an office statement to confirm. */
  amostra: help(z.boolean().optional(), {
    exemplo: 'amostra: true', dica: 'true enquanto a direção não confirmar como este cartório faz o serviço',
    descricao: '`true` enquanto a direção não confirmar como o cartório faz o serviço: o site mostra "(exemplo)" ao lado e a publicação espera a confirmação.',
    formulario: 'Marcado enquanto a direção não confirmar como o cartório faz o serviço: o site mostra "(exemplo)" ao lado e a publicação espera a confirmação.',
  }),
}).superRefine((how, ctx) => {
  if (how.modo === 'internet' && !how.plataforma) {
    ctx.addIssue({ code: 'custom', path: ['plataforma'], message: 'com "modo: internet", diga em qual plataforma oficial: escreva "plataforma:" com o nome de um serviço de content/plataformas.yml' });
  }
  if (how.modo === 'depende' && !how.nota) {
    ctx.addIssue({ code: 'custom', path: ['nota'], message: 'com "modo: depende", escreva em "nota:" do que depende' });
  }
});

export const howDoneHelp: FieldHelp = {
  exemplo: 'comoFazer:\n  modo: internet\n  plataforma: "Registro Civil do Brasil"',
  dica: `"modo" é um destes: ${HOW_DONE.join(', ')}; com internet, diga a "plataforma"`,
  descricao: 'Como o serviço é feito: `modo` (todo pela internet, começa pela internet e termina no cartório, só no cartório ou depende), `plataforma` (a plataforma oficial nacional, de `content/plataformas.yml`), `nota` (uma frase) e `amostra: true` enquanto não for confirmado. Aparece no resumo do topo da página, nos cartões de `/servicos` e no plano da visita impresso.',
  formulario: 'Como o serviço é feito (pela internet, no cartório ou os dois), a plataforma oficial quando é pela internet, e uma frase que explica o caso. Aparece no resumo do topo da página, nos cartões da página Serviços e no plano da visita impresso.',
};
