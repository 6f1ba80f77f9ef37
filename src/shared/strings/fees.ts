/** Visitor-facing strings of the prices and of the service pages' summary. */

export const PRICES = {
  title: 'Quanto custa cada ato',
  intro: (year: number) => `Valores da tabela oficial de emolumentos de ${year}, por ato, já com os acréscimos do Estado e o selo digital.`,
  /** While the table is sample data: nothing in it is the state's yet. */
  sampleIntro: 'Valores por ato, já com os acréscimos e o selo digital, no formato da tabela oficial de emolumentos do Estado.',
  source: 'Tabela oficial',
  formula: (surcharges: string, stamp: string) =>
    `Cada total soma o emolumento, os acréscimos do Estado sobre ele (${surcharges}) e o selo digital (${stamp}).`,
  sampleTitle: 'Valores de exemplo',
  sampleText:
    'Os valores desta tabela são de exemplo e não são os valores oficiais. O cartório vai substituí-los pelos valores da tabela oficial do Estado.',
  filterLabel: 'Procurar um ato',
  filterHint: 'Digite parte do nome, por exemplo “firma”, “certidão” ou “escritura”.',
  filterCount: (n: number) => (n === 1 ? '1 ato encontrado.' : `${n} atos encontrados.`),
  filterNone: 'Nenhum ato encontrado. Apague o texto para ver a tabela inteira.',
  act: 'Ato',
  total: 'Total',
  caption: (service: string) => `Valores: ${service}`,
  free: 'Gratuito',
  freeFor: (who: string) => `Gratuito para ${who}.`,
  parts: 'Composição',
  emolument: 'emolumento',
  surcharges: 'acréscimos',
  stamp: 'selo',
  upTo: (value: string) => `até ${value}`,
  between: (from: string, to: string) => `acima de ${from} até ${to}`,
  above: (value: string) => `acima de ${value}`,
  dependsOn: (what: string) => `Varia conforme ${what}:`,
  exampleTitle: 'Exemplo de cálculo',
  example: (value: string, bracket: string) => `Para ${value} (faixa ${bracket}):`,
  servicePage: (service: string) => `Página do serviço: ${service}`,
  /** A group whose acts are listed under other groups (the certificates hub). */
  seeGroups: 'Os valores estão em:',
  allValues: 'Ver na tabela de emolumentos',
  checkBill: 'Recebeu a conta? Confira sua cobrança',
  officialTable: (year: number) => `Valores da tabela oficial de emolumentos do Estado de ${year}, com acréscimos e selo.`,
  sampleTable: 'Valores de exemplo, não oficiais, com acréscimos e selo.',
} as const;

export const BOOKING_RULES = {
  obrigatorio: 'Só com agendamento:',
  recomendado: 'Agendamento recomendado, para ser atendido sem espera:',
  'sem-agendamento': 'Sem agendamento, por ordem de chegada:',
} as const;

export const SUMMARY = {
  title: 'Resumo',
  bring: 'O que levar',
  bringText: (first: string, more: number) => (more > 0 ? `${first} e mais ${more} ${more === 1 ? 'item' : 'itens'}.` : `${first}.`),
  bringLink: 'Ver a lista completa',
  deadline: 'Prazo',
  deadlineTool: 'Calcular a data',
  price: 'Quanto custa',
  from: (value: string) => `a partir de ${value}`,
  dependsOn: (what: string) => `conforme ${what}`,
  free: 'Gratuito',
  freeSometimes: 'gratuito em alguns casos',
  moreValues: (n: number) => `mais ${n} ${n === 1 ? 'valor' : 'valores'}`,
  allValues: 'Ver todos os valores',
  booking: 'Agendamento',
  bookingText: {
    obrigatorio: 'Obrigatório: agende antes de vir.',
    recomendado: 'Recomendado, para ser atendido sem espera.',
    'sem-agendamento': 'Não precisa: por ordem de chegada.',
  },
  bookingHow: 'Como agendar',
  contact: 'Fale com',
  call: 'Ligar',
  whatsapp: 'WhatsApp',
  notHere: 'Onde fazer',
  notHereText: 'Este cartório não faz este serviço.',
  notHereLink: 'Veja onde fazer',
  underConstructionContact: 'Enquanto isso, fale com o cartório:',
} as const;

export const BILL_CHECK = {
  title: 'Some os atos da sua cobrança',
  actLabel: 'Ato',
  actHint: 'Digite parte do nome, como "autenticação" ou "firma", e escolha na lista.',
  quantityLabel: 'Quantidade',
  valueLabel: 'Valor declarado (R$), só para atos cobrados por faixa de valor, como escrituras',
  add: 'Adicionar à conta',
  noAct: 'Escolha um ato da lista: digite parte do nome, como "autenticação".',
  manyActs: (n: number) => `${n} atos têm esse nome: escolha um deles na lista.`,
  badQuantity: 'Digite a quantidade em números inteiros, de 1 a 999.',
  needsValue: 'Esse ato é cobrado por faixa de valor: digite o valor declarado, por exemplo 150.000,00.',
  empty: 'Nenhum ato na conta ainda. Escolha o ato e a quantidade e toque em "Adicionar à conta".',
  line: (quantity: number, act: string) => `${quantity} × ${act}`,
  forValue: (value: string) => `para o valor declarado de ${value}`,
  free: 'gratuito',
  remove: 'Remover',
  removeLabel: (act: string) => `Remover ${act} da conta`,
  total: 'Total pela tabela',
  noScript: 'Esta conta precisa de JavaScript. Sem ele, some os valores de cada ato na tabela de emolumentos.',
} as const;

export const DEED_CALCULATOR = {
  title: 'Calcule o valor da sua escritura',
  label: 'Valor declarado do imóvel (R$)',
  hint: 'Digite só números, por exemplo 150.000,00.',
  submit: 'Calcular',
  empty: 'Digite o valor declarado do imóvel, por exemplo 150.000,00.',
  invalid: 'Use só números, com ponto nos milhares e vírgula nos centavos, por exemplo 150.000,00.',
  zero: 'O valor precisa ser maior que zero.',
  result: (value: string, bracket: string, total: string) => `Para ${value} (faixa ${bracket}), o total é ${total}:`,
  total: 'Total',
} as const;
