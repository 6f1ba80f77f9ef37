import type { ReactNode } from 'react';
import type { ServiceFrontmatter } from '../../content/schema';
import { Section } from '../Section';
import { Breadcrumbs } from '../../layout/Breadcrumbs';
import { UI } from '../../strings/ui';
import { ServiceHero } from './ServiceHero';
import { ServiceTypes } from './ServiceTypes';
import { Steps } from './Steps';
import { Documents } from './Documents';
import { BulletList } from './BulletList';
import { Warnings } from './Warnings';
import { CallToAction } from './CallToAction';

/** Anchors every service page shares, so search and links can point at them. */
export const SERVICE_ANCHORS = {
  tipos: 'tipos', caracteristicas: 'caracteristicas', etapas: 'como-funciona', documentos: 'documentos',
  prazos: 'prazos', custos: 'custos', informacoes: 'informacoes', avisos: 'atencao',
} as const;

/**
 * The one layout of every service page: the sections appear in a fixed order when the
 * frontmatter has them, and the MDX body (free text) sits after them, before the warnings.
 */
export function ServiceLayout({ fm, children }: { fm: ServiceFrontmatter; children: ReactNode }) {
  return (
    <article className="service">
      <Breadcrumbs trail={[{ name: UI.breadcrumbServices, path: '/servicos' }]} current={fm.title} />
      <ServiceHero fm={fm} />
      <div className="container service__body">
        {fm.emConstrucao && (
          <div className="notice" role="status">
            <h2 className="notice__title">{UI.underConstructionTitle}</h2>
            <p>{UI.underConstructionText}</p>
          </div>
        )}
        {fm.tipos && (
          <Section id={SERVICE_ANCHORS.tipos} title={fm.tiposTitulo ?? UI.typesOf(fm.title)}>
            <ServiceTypes items={fm.tipos} />
          </Section>
        )}
        {fm.caracteristicas && (
          <Section id={SERVICE_ANCHORS.caracteristicas} title={UI.characteristics}>
            <BulletList items={fm.caracteristicas} className="check-list check-list--columns" />
          </Section>
        )}
        {fm.etapas && (
          <Section id={SERVICE_ANCHORS.etapas} title={UI.steps}>
            <Steps items={fm.etapas} />
          </Section>
        )}
        {fm.documentos && (
          <Section id={SERVICE_ANCHORS.documentos} title={UI.documents}>
            <Documents groups={fm.documentos} />
          </Section>
        )}
        {fm.prazos && (
          <Section id={SERVICE_ANCHORS.prazos} title={UI.deadlines}>
            <BulletList items={fm.prazos} />
          </Section>
        )}
        {fm.custos && (
          <Section id={SERVICE_ANCHORS.custos} title={UI.fees}>
            <BulletList items={fm.custos} />
          </Section>
        )}
        {fm.informacoes && (
          <Section id={SERVICE_ANCHORS.informacoes} title={UI.moreInfo}>
            <BulletList items={fm.informacoes} />
          </Section>
        )}
        <div className="prose">{children}</div>
        {fm.avisos && (
          <Section id={SERVICE_ANCHORS.avisos} title={UI.warnings}>
            <Warnings items={fm.avisos} />
          </Section>
        )}
      </div>
      <CallToAction />
    </article>
  );
}
