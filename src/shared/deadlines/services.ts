/**
 * What "Quando fica pronto?" offers: every finished service page this office does, with the kinds of
 * request whose deadline is a number (none: the deadline is set at the consultation).
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

export interface ReadyKind extends DeadlineSpan {
  name?: string;
  /** Written "até 5 dias úteis": any day up to the last. */
  upTo: boolean;
  text: string;
  /** A deadline counted from an event: the date's name, what the answer calls the day, what happens after. */
  event?: { label: string; result: string; after?: string };
}

export interface ReadyService {
  slug: string;
  route: string;
  title: string;
  /** The summary's deadline line as written, marks included. */
  summary: string;
  /** Empty: no number to count with. */
  kinds: ReadyKind[];
  department?: { label: string; number: string };
}

const filled = (text: string, facts: Record<string, string>) =>
  plainInline(text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => facts[name] ?? whole));

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
