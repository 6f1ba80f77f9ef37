import type { IconName } from './icon-names.ts';
import { HOW_DONE_TEXT } from '../strings/how-done.ts';

/**
 * The form label of each content field, in the staff's words. The schema names fields for the files
 * (some in English: `title`, `description`); the forms show these instead. A field not listed here is
 * labelled from its own name ("prazoResumo" → "Prazo resumo"), which reads well for the Portuguese ones.
 */
const LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Resumo para o Google',
  keywords: 'Palavras-chave',
  sinonimos: 'Sinônimos para a busca',
  oculta: 'Esconder do mapa do site e da busca',
  atualizadoEm: 'Atualizado em',
  layout: 'Tipo de página',
  mostrarTitulo: 'Mostrar o título',
  subtitulo: 'Subtítulo',
  resumo: 'Resumo',
  icone: 'Ícone',
  grupo: 'Grupo',
  ordem: 'Ordem',
  destaqueInicio: 'Destaque na página inicial',
  prazoResumo: 'Prazo (resumo)',
  agendamento: 'Agendamento',
  departamento: 'Departamento',
  custoResumo: 'Custo (resumo)',
  idas: HOW_DONE_TEXT.trips,
  validades: 'Validades das certidões',
  termos: 'Termos do glossário',
  explicacao: 'Explicação (uma frase)',
  variantes: 'Outras formas da palavra (plural, feminino)',
  certidao: 'Certidão',
  finalidades: 'Finalidades (para que a certidão é pedida)',
  base: 'Base (de onde vem a validade)',
  botaoPrincipal: 'Botão principal',
  emConstrucao: 'Página em construção',
  atribuicao: 'Atribuição',
  tiposTitulo: 'Título da seção de tipos',
  tipos: 'Tipos',
  titulo: 'Título',
  descricao: 'Descrição',
  itens: 'Itens',
  destaque: 'Destaque',
  caracteristicas: 'Características',
  etapas: 'Etapas',
  documentos: 'Documentos',
  prazos: 'Prazos',
  custos: 'Custos',
  informacoes: 'Informações',
  avisos: 'Avisos',
  data: 'Data',
  amostra: 'Dados de exemplo',
  nome: 'Nome',
  nomeCurto: 'Nome curto',
  siteUrl: 'Endereço do site',
  tempoDeServico: 'Tempo de serviço',
  endereco: 'Endereço',
  logradouro: 'Logradouro',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
  cep: 'CEP',
  pais: 'País',
  fusoHorario: 'Fuso horário',
  mapaUrl: 'Link do mapa',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  horario: 'Horário de atendimento',
  semana: 'Horário da semana',
  dias: 'Dias',
  intervalos: 'Horários',
  plantao: 'Plantão',
  abre: 'Abre às',
  fecha: 'Fecha às',
  observacao: 'Observação',
  cnpj: 'CNPJ',
  cns: 'CNS',
  tabeliaes: 'Tabeliães',
  titular: 'Titular',
  substituto: 'Substituto',
  encarregadoLgpd: 'Encarregado de dados (LGPD)',
  departamentos: 'Departamentos',
  numero: 'Telefone e WhatsApp',
  atende: 'O que atende',
  redesSociais: 'Redes sociais',
  url: 'Endereço (https://…)',
  atribuicoes: 'Atribuições',
  registroDeImoveis: 'Faz registro de imóveis',
  portalSelo: 'Consulta do selo digital',
  fonte: 'Fonte',
  geradoEm: 'Gerado em',
  periodos: 'Períodos',
  periodo: 'Período',
  atos: 'Atos',
  receita: 'Receita',
  ano: 'Ano',
  tabelaOficial: 'Tabela oficial',
  acrescimos: 'Acréscimos',
  percentual: 'Percentual',
  selo: 'Selo',
  tabela: 'Atos da tabela',
  id: 'Identificador (endereço da linha)',
  codigo: 'Código',
  ato: 'Ato',
  paginas: 'Páginas de serviço',
  unidade: 'Unidade',
  emolumento: 'Emolumento',
  total: 'Total',
  faixas: 'Faixas',
  ate: 'Até',
  conforme: 'Conforme',
  exemplo: 'Exemplo',
  gratuito: 'Gratuito',
  gratuitoPara: 'Gratuito para',
  categorias: 'Categorias',
  categoria: 'Categoria',
  servicos: 'Serviços',
  pontosFacultativos: 'Pontos facultativos',
  segundaDeCarnaval: 'Segunda-feira de Carnaval',
  tercaDeCarnaval: 'Terça-feira de Carnaval',
  quartaDeCinzas: 'Quarta-feira de Cinzas',
  quartaDeCinzasAbreAs: 'Quarta-feira de Cinzas: abre às',
  corpusChristi: 'Corpus Christi',
  feriadosEstaduais: 'Feriados estaduais',
  feriadosMunicipais: 'Feriados municipais',
  dia: 'Dia',
  fechamentos: 'Fechamentos e horários especiais',
  inicio: 'Início',
  fim: 'Fim',
  abreAs: 'Abre às',
  fechaAs: 'Fecha às',
  fato: 'Nome do fato',
  // content/prazos.yml
  fatoFaixa: 'Nome do fato da faixa inteira',
  servico: 'Serviço (nome da página)',
  antes: 'Palavras antes do número',
  depois: 'Palavras depois do prazo',
  de: 'De (o menor prazo)',
  prazo: 'Prazo (um número só)',
  evento: 'Evento (de que dia o prazo conta)',
  resultado: 'Resultado (como a resposta chama o dia)',
  aposPrazo: 'Após o prazo',
};

/** "prazoResumo" → "Prazo resumo". */
const fromName = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** How a select shows the values of the schema's lists of choices, where the value alone reads badly. */
const VALUE_LABELS: Record<string, string> = {
  domingo: 'Domingo', segunda: 'Segunda-feira', terca: 'Terça-feira', quarta: 'Quarta-feira',
  quinta: 'Quinta-feira', sexta: 'Sexta-feira', sabado: 'Sábado',
  'dias-uteis': 'Dias úteis', 'dias-corridos': 'Dias corridos', horas: 'Horas',
  notariais: 'Notariais', registro: 'Registro', certidoes: 'Certidões',
  obrigatorio: 'Obrigatório', recomendado: 'Recomendado', 'sem-agendamento': 'Sem agendamento',
  agendar: 'Agendar Atendimento', contato: 'Solicitar Serviço', registroDeImoveis: 'Registro de imóveis',
  ...HOW_DONE_TEXT.modes,
};

/** The icons as the editor's icon field lists them, in Portuguese (src/admin/icon-widget.ts shows each one's picture). */
export const ICON_LABELS: Record<IconName, string> = {
  accessibility: 'Acessibilidade', 'arrow-right': 'Seta para a direita', award: 'Medalha', 'badge-check': 'Selo de verificado',
  baby: 'Bebê', 'book-open': 'Livro aberto', briefcase: 'Pasta de trabalho', building: 'Prédio', calendar: 'Calendário',
  'calendar-check': 'Calendário com visto', camera: 'Câmera', 'circle-check': 'Círculo com visto',
  'circle-question-mark': 'Ponto de interrogação', 'clipboard-list': 'Prancheta com lista', clock: 'Relógio',
  contrast: 'Contraste', copy: 'Cópia', 'dollar-sign': 'Cifrão', 'file-badge': 'Documento com selo',
  'file-check': 'Documento com visto', 'file-pen': 'Documento com caneta', 'file-pen-line': 'Documento sendo assinado',
  'file-search': 'Documento com lupa', 'file-text': 'Documento com texto', gavel: 'Martelo de juiz', gift: 'Presente',
  globe: 'Globo (internet)', 'hand-coins': 'Mão com moedas', handshake: 'Aperto de mãos', heart: 'Coração',
  'heart-handshake': 'Coração com aperto de mãos', house: 'Casa', 'id-card': 'Carteira de identidade', info: 'Informação',
  key: 'Chave', landmark: 'Edifício público', laptop: 'Notebook', mail: 'Envelope (e-mail)', 'map-pin': 'Marcador de mapa',
  menu: 'Menu', 'message-circle': 'Balão de conversa', monitor: 'Monitor', newspaper: 'Jornal', 'pen-tool': 'Caneta-tinteiro',
  percent: 'Porcentagem', phone: 'Telefone', printer: 'Impressora', receipt: 'Recibo', scale: 'Balança da justiça',
  scroll: 'Pergaminho', search: 'Lupa (busca)', 'shield-check': 'Escudo com visto', signature: 'Assinatura',
  'hand-helping': 'Mão que ajuda', stamp: 'Carimbo', 'triangle-alert': 'Triângulo de alerta', users: 'Pessoas',
  wallet: 'Carteira (dinheiro)', x: 'X (fechar)', zap: 'Raio',
};

/** A choice for a select: `{ label, value }` when the value has a label of its own, else the value. */
export const optionOf = (value: string): string | { label: string; value: string } =>
  (VALUE_LABELS[value] ? { label: VALUE_LABELS[value], value } : value);

export function labelOf(name: string): string {
  return LABELS[name] ?? fromName(name);
}

/**
 * One item of a list, for the form's count and button ("1 custo", "Adicionar custo"): without it Decap
 * writes "1 custos".
 */
const SINGULARS: Record<string, string> = {
  keywords: 'palavra-chave', sinonimos: 'sinônimo', tipos: 'tipo', itens: 'item', caracteristicas: 'característica',
  etapas: 'etapa', documentos: 'documento', prazos: 'prazo', custos: 'custo', informacoes: 'informação', avisos: 'aviso',
  departamentos: 'departamento', redesSociais: 'rede social', acrescimos: 'acréscimo', tabela: 'ato', paginas: 'página de serviço',
  faixas: 'faixa', feriadosEstaduais: 'feriado estadual', feriadosMunicipais: 'feriado municipal', fechamentos: 'fechamento',
  categorias: 'categoria', servicos: 'serviço', periodos: 'período', variacoes: 'variação',
  semana: 'grupo de dias', intervalos: 'período', termos: 'termo', variantes: 'forma',
};

/** The name of one item of the list field `name`, when the list has one. */
export const singularOf = (name: string): string | undefined => SINGULARS[name];
