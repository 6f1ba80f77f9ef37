/** Visitor-facing strings of /canais-oficiais ("É mesmo do cartório?"), in pt-BR. */

export const CHANNELS = {
  ownerOffice: 'atendimento geral',
  ownerDepartment: (name: string) => `departamento de ${name}`,
  ownerLgpd: 'Encarregado de Dados (LGPD)',

  /** The box (src/render/components/channels/ChannelCheck.tsx). */
  checkTitle: 'É mesmo do cartório?',
  checkLabel: 'Número, link, e-mail, site ou chave Pix',
  checkHint: 'Cole ou digite um telefone, um link do WhatsApp (wa.me/…), um e-mail, um endereço de site ou uma chave Pix.',
  checkSubmit: 'Conferir',
  checkPrivacy: 'O que você digita é conferido no seu aparelho e não é enviado a ninguém.',
  /** Shown without JavaScript, in place of the box. */
  checkNoScript: 'A conferência automática precisa de JavaScript. Compare o contato com a lista de canais oficiais abaixo: o que não estiver nela não é do cartório.',

  /** The list (src/render/components/channels/OfficialChannels.tsx). */
  listTitle: 'Canais oficiais do cartório',
  phonesTitle: 'Telefones e WhatsApp',
  emailsTitle: 'E-mails',
  siteTitle: 'Site',
  general: 'Atendimento geral',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  and: 'e',
  opensInNewTab: '(abre em nova aba)',
  siteText: 'O único endereço deste site é',
  cnpj: 'CNPJ do cartório',

  /** The verdict (src/shared/channels/verdict.ts). */
  officialLead: 'Oficial:',
  /** While the office's channels are sample data (the demonstration site): nothing reads as confirmed. */
  officialSampleLead: 'Oficial (dado de exemplo, a confirmar):',
  officialSample: 'Este site é uma demonstração: os telefones, e-mails e endereços desta página são exemplos que o cartório ainda vai confirmar. Não decida um pagamento por esta resposta.',
  official: {
    phone: (owners: string) => `este número é do cartório (${owners}).`,
    whatsapp: (owners: string) => `este WhatsApp é do cartório (${owners}).`,
    email: (owners: string) => `este e-mail é do cartório (${owners}).`,
    site: 'este é o endereço do site do cartório.',
    cnpj: 'este é o CNPJ do cartório.',
    pix: 'este é um dado do cartório.',
  },
  /** A number that could be anyone's: no verdict, and what to do. */
  incomplete: {
    area: 'Não dá para saber só com isso: falta o DDD (o código da cidade), e o mesmo número pode existir em outras cidades.',
    digits: 'Não dá para saber só com isso: o número está incompleto.',
  },
  incompleteHow: 'Escreva o número inteiro, com o DDD, por exemplo (96) 99999-0000, ou copie o número ou o link do jeito que recebeu. Na dúvida, compare com a lista abaixo e ligue você mesmo para um telefone dela.',
  /** Another country's number. */
  foreignNumber: 'Este número tem o código de outro país (o do Brasil é +55): os números do cartório são do Brasil, com +55 e o DDD.',
  foreignLink: 'Um link do WhatsApp leva ao número escrito nele, que começa pelo código do país: este não começa com 55 (Brasil) e o DDD, então não chega a um número do cartório.',
  /** A boleto, a barcode or a Pix code: recognised, not judged. */
  payment: {
    boleto: 'Isto parece a linha digitável de um boleto. Esta ferramenta não confere boletos.',
    barcode: 'Isto parece o código de barras de um boleto. Esta ferramenta não confere boletos.',
    pixCode: 'Isto parece um código Pix "copia e cola". Esta ferramenta não confere cobranças por Pix.',
  },
  paymentCannotTell: 'Ela não tem como saber se esta cobrança é verdadeira ou falsa: confere só telefones, links do WhatsApp, e-mails, sites e chaves Pix.',
  paymentHowToCheck: 'Para conferir, abra a cobrança no aplicativo do seu banco e, antes de confirmar, leia o nome e o CNPJ de quem recebe (o beneficiário). Compare com o nome e o CNPJ do cartório na lista desta página.',
  paymentProtest: (fact: string) => `Intimação de protesto: ${fact}.`,
  paymentAsk: 'Na dúvida, antes de pagar, pergunte ao cartório por um dos canais da lista desta página, de preferência ligando você mesmo.',
  seeList: 'Ver os canais oficiais',
  /** The id of the list of channels (src/render/components/channels/OfficialChannels.tsx). */
  listAnchor: '#canais-oficiais-lista',
  other: {
    phone: 'Não é do cartório: este número não está entre os canais oficiais.',
    whatsapp: 'Não é do cartório: este WhatsApp não está entre os canais oficiais.',
    email: 'Não é do cartório: este e-mail não está entre os canais oficiais.',
    site: 'Não é do cartório: este endereço não é o site do cartório.',
    cnpj: 'Não é do cartório: este não é o CNPJ do cartório.',
    pix: 'Não é do cartório: esta chave Pix não é um dado do cartório.',
  },
  platform: (name: string) => `Não é um canal do cartório: é o endereço de ${name}, plataforma oficial nacional listada em Serviços Online.`,
  lookalike: (official: string) => `Atenção: parece com ${official}, mas não é igual. Endereços parecidos com os verdadeiros são um golpe comum.`,
  callBack: 'Golpistas podem imitar o nome e a foto do cartório: se a conversa pedir pagamento ou dados e você tiver dúvida, ligue você mesmo para um dos telefones desta página.',
  pixOfficial: 'Antes de pagar um Pix, confira no aplicativo do banco se o recebedor é o cartório, com o CNPJ desta página.',
  doNotPay: 'Não pague nem envie documentos por este canal.',
  whatToDo: 'Veja o que fazer',
  unknown: 'Não reconheci um contato. Cole um telefone, um link do WhatsApp, um e-mail, um endereço de site ou uma chave Pix.',
  /** The id of the page's "what to do" section (content/paginas/canais-oficiais.mdx heading). */
  whatToDoAnchor: '#se-nao-for-um-canal-oficial',
};
