/**
 * What "Quando fica pronto?" offers: every finished service page this office does, in the services'
 * order, with the kinds of request whose deadline content/prazos.yml gives as numbers (none: the deadline
 * is set at the consultation, and the page's own deadline line says how). Build time: the content plugin
 * serves it as `virtual:deadlines`, and the tool carries it to the browser as JSON.
 */
import { offeredHere } from '../content/attributions.ts';
import { departmentLabel } from '../contact/whatsapp.ts';
import type { Deadlines, Office } from '../content/schema/index.ts';
import type { RoutedPage } from '../content/site-content.ts';
import { kindText } from './deadline-text.ts';
import { plainInline } from '../text/inline-markup.ts';
import { READY_DATE } from '../strings/deadlines.ts';
import type { DeadlineSpan } from './ready-date.ts';
import { servicePages } from '../../kinds/servico/pages.ts';

/** One kind of request: its name (when the service has several), its numbers and its sentence. */
export interface ReadyKind extends DeadlineSpan {
  name?: string;
  /** Written "até 5 dias úteis": any day up to the last. */
  upTo: boolean;
  /** "3 a 5 dias úteis", as the facts say it. */
  text: string;
  /** A deadline that counts from an event: the date's name, what the answer calls the day, and what happens after it. */
  event?: { label: string; result: string; after?: string };
}

export interface ReadyService {
  slug: string;
  route: string;
  title: string;
  /** The service summary's deadline line ("Prazo (resumo)"), as written: inline marks, sample marks. */
  summary: string;
  /** Empty: no number to count with. */
  kinds: ReadyKind[];
  /** The first department that handles it: its name as visitors read it and its WhatsApp number. */
  department?: { label: string; number: string };
}

/** `{{fatos.x}}` in a deadline's words, filled from the facts (keys "fatos.x"), as plain text with its sample marks. */
const filled = (text: string, facts: Record<string, string>) =>
  plainInline(text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => facts[name] ?? whole));

/** The kinds of a deadline as the tool counts them (none: no deadline with numbers). */
export function readyKinds(entry: Deadlines['prazos'][number] | undefined, facts: Record<string, string> = {}): ReadyKind[] {
  return (entry?.tipos ?? []).map((k): ReadyKind => ({
    ...(k.nome ? { name: k.nome } : {}),
    least: k.de ?? k.prazo ?? 0,
    most: k.ate ?? k.prazo!,
    unit: k.unidade,
    upTo: k.de === undefined && k.prazo === undefined,
    text: kindText(k),
    ...(k.evento ? {
      event: { label: k.evento, result: k.resultado ?? READY_DATE.eventResult, ...(k.aposPrazo ? { after: filled(k.aposPrazo, facts) } : {}) },
    } : {}),
  }));
}

export function readyServices(pages: RoutedPage[], file: Deadlines, office: Office, facts: Record<string, string> = {}): ReadyService[] {
  return servicePages(pages)
    .flatMap((page) => {
      const fm = page.frontmatter;
      if (fm.oculta || fm.emConstrucao || !fm.prazoResumo || !offeredHere(fm, office)) return [];
      return [{ page, fm }];
    })
    .sort((a, b) => a.fm.ordem - b.fm.ordem || a.fm.title.localeCompare(b.fm.title, 'pt-BR'))
    .map(({ page, fm }) => {
      const slug = page.route.replace(/^\/servicos\//, '');
      const department = office.departamentos.find((d) => d.nome === fm.departamento?.[0]);
      return {
        slug, route: page.route, title: fm.title, summary: fm.prazoResumo!,
        kinds: readyKinds(file.prazos.find((e) => e.servico === slug), facts),
        ...(department ? { department: { label: departmentLabel(department.nome), number: department.numero } } : {}),
      };
    });
}
