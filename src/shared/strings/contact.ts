/** Visitor-facing strings of the contact page (/contato). */

export const CONTACT_FIELDS = ['nome', 'email', 'telefone', 'servico', 'mensagem'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Validation messages: exactly those of the spec (section 5). */
export const CONTACT_ERRORS = {
  nomeRequired: 'Nome é obrigatório',
  nomeMin: 'Nome deve ter pelo menos 2 caracteres',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  telefoneRequired: 'Telefone é obrigatório',
  servicoRequired: 'Selecione um serviço',
  mensagemRequired: 'Mensagem é obrigatória',
  mensagemMin: 'Mensagem deve ter pelo menos 10 caracteres',
  /** Not in the spec: the message's maximum (MENSAGEM_MAX). */
  mensagemMax: 'Mensagem deve ter no máximo 1.000 caracteres',
  /** Shown with window.alert (spec section 8). */
  invalidService: 'Selecione um serviço válido.',
} as const;

export const WHATSAPP_TEXT = {
  greeting: (nome: string) => `Olá! Meu nome é ${nome}.`,
  servico: 'Serviço de interesse',
  telefone: 'Telefone',
  email: 'E-mail',
  mensagem: 'Mensagem',
} as const;

export const CONTACT = {
  formId: 'formulario',
  formTitle: 'Envie sua mensagem',
  formIntro:
    'Preencha os campos e escolha o serviço. Ao enviar, abrimos uma conversa no WhatsApp do departamento com a sua mensagem pronta: confira e toque em enviar.',
  privacy: 'Este site não guarda os seus dados: eles vão apenas no texto da conversa do WhatsApp.',
  allRequired: 'Todos os campos são obrigatórios.',
  labels: {
    nome: 'Nome completo',
    email: 'E-mail',
    telefone: 'Telefone',
    servico: 'Serviço',
    mensagem: 'Mensagem',
  } satisfies Record<ContactField, string>,
  hints: {
    telefone: 'Com DDD. Pode ser o número do seu WhatsApp.',
    mensagem: 'Conte o que você precisa, com pelo menos 10 caracteres.',
  } as Partial<Record<ContactField, string>>,
  count: {
    hint: (max: string) => `Você pode digitar até ${max} caracteres.`,
    left: (n: number, shown: string) => (n === 1 ? 'Resta 1 caractere' : `Restam ${shown} caracteres`),
    over: (n: number, shown: string) => (n === 1 ? '1 caractere a mais' : `${shown} caracteres a mais`),
  },
  selectPlaceholder: 'Selecione um serviço',
  serviceHelp: 'Escolha o setor do assunto da sua mensagem:',
  submit: 'Enviar pelo WhatsApp',
  sending: 'Enviando...',
  errorSummaryTitle: 'Há um problema',
  errorPrefix: 'Erro:',
  titlePrefix: 'Erro: ',
  sent: (department: string) =>
    `Abrimos o WhatsApp em uma nova aba com a sua mensagem para o setor de ${department}. Confira o texto e toque em enviar na conversa.`,
  blocked:
    'O navegador bloqueou a abertura do WhatsApp. Os dados que você digitou continuam no formulário. Use o link abaixo para abrir a conversa.',
  openChat: 'Abrir conversa no WhatsApp',
  demoNote: 'Site de demonstração: os números dos setores são de exemplo. O formulário confere os campos e mostra a mensagem, mas não envia nada.',
  demoTitle: 'Demonstração: nada foi enviado.',
  demoText: (department: string) =>
    `Com os dados oficiais do cartório, abriríamos o WhatsApp do setor de ${department} com esta mensagem:`,
  opensInNewTab: '(abre em nova aba)',
  noscript:
    'O formulário não funciona neste navegador agora (ele precisa de JavaScript). Fale com o cartório pelos telefones, e-mails e links de WhatsApp desta página.',
  infoId: 'atendimento',
  infoTitle: 'Atendimento',
  notesTitle: 'Antes de vir',
  departmentsId: 'departamentos',
  departmentsTitle: 'Departamentos',
  departmentsIntro: 'Fale direto com o setor do seu serviço por e-mail, telefone ou WhatsApp.',
  departmentHandles: 'Atende:',
  departmentWhatsapp: (department: string) => `do setor de ${department}`,
} as const;
