/** Visitor-facing strings of "how a service is done" (the summary, the service cards, the visit plan). */
import type { HowDoneMode } from '../../kinds/servico/how-done-schema.ts';

export const HOW_DONE_TEXT = {
  label: 'Como fazer',
  trips: 'Idas ao cartório',
  tripsCount: (n: number) => (n === 0 ? 'nenhuma: tudo pela internet' : n === 1 ? '1, se levar tudo certo' : `${n}, se levar tudo certo`),
  modes: {
    internet: 'Todo pela internet',
    'internet-e-balcao': 'Começa pela internet e termina no cartório',
    balcao: 'Só no cartório',
    depende: 'Depende do caso',
  } satisfies Record<HowDoneMode, string>,
} as const;
