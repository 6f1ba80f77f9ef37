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
  official: {
    phone: (owners: string) => `Oficial: este número é do cartório (${owners}).`,
    whatsapp: (owners: string) => `Oficial: este WhatsApp é do cartório (${owners}).`,
    email: (owners: string) => `Oficial: este e-mail é do cartório (${owners}).`,
    site: 'Oficial: este é o endereço do site do cartório.',
    cnpj: 'Oficial: este é o CNPJ do cartório.',
    pix: 'Oficial: este é um dado do cartório.',
  },
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
