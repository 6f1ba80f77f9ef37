/**
 * The sections of every service page, in order. One table for the page and the search index, so a
 * result always points at a section the page has, under the heading it shows.
 */
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';
import { UI } from '../strings/ui.ts';
import type { FieldSection } from './field-section.ts';

export interface ServiceSection<F extends keyof ServiceFrontmatter = keyof ServiceFrontmatter> extends FieldSection<ServiceFrontmatter> {
  field: F;
  /** Left out of the printed sheet, which keeps what to bring and to know. */
  printHide?: true;
  afterBody?: true;
}

const SECTIONS = [
  { field: 'tipos', anchor: 'tipos', title: (fm) => fm.tiposTitulo ?? UI.typesOf(fm.title), printHide: true },
  { field: 'caracteristicas', anchor: 'caracteristicas', title: () => UI.characteristics, printHide: true },
  { field: 'etapas', anchor: 'como-funciona', title: () => UI.steps, printHide: true },
  { field: 'documentos', anchor: 'documentos', title: () => UI.documents },
  { field: 'prazos', anchor: 'prazos', title: () => UI.deadlines },
  // Also shown, with this office's prices, when the page has no `custos` of its own.
  { field: 'custos', anchor: 'custos', title: () => UI.fees },
  { field: 'informacoes', anchor: 'informacoes', title: () => UI.moreInfo },
  { field: 'avisos', anchor: 'atencao', title: () => UI.warnings, afterBody: true },
] as const satisfies readonly ServiceSection<'tipos' | 'caracteristicas' | 'etapas' | 'documentos' | 'prazos' | 'custos' | 'informacoes' | 'avisos'>[];

export type ServiceSectionField = (typeof SECTIONS)[number]['field'];

export const SERVICE_SECTIONS: readonly ServiceSection<ServiceSectionField>[] = SECTIONS;

type SectionAnchors = { [S in (typeof SECTIONS)[number] as S['field']]: S['anchor'] };

/** Anchors every service page has (links and search point at them). */
export const SERVICE_ANCHORS = {
  resumo: 'resumo',
  // Built without Object.fromEntries, which Safari 12.0 lacks: search answers read this in the browser.
  ...(SECTIONS.reduce((anchors, s) => ({ ...anchors, [s.field]: s.anchor }), {}) as SectionAnchors),
} as const;

/** /servicos/escrituras → escrituras: the key of its fee-table acts. */
export const serviceSlug = (route: string): string => route.replace(/\/+$/, '').split('/').pop() ?? '';
