import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ServiceFrontmatter } from '../../../shared/content/schema';
import { absoluteUrl } from '../../../shared/page-url';
import { Section } from '../Section';
import { Breadcrumbs } from '../../layout/Breadcrumbs';
import { UI } from '../../../shared/strings/ui';
import { ServiceHero } from './ServiceHero';
import { ServiceTypes } from './ServiceTypes';
import { Steps } from './Steps';
import { Documents } from './Documents';
import { BulletList } from './BulletList';
import { Warnings } from './Warnings';
import { CallToAction } from './CallToAction';
import { ChecklistActions } from './ChecklistActions';
import { office } from '../../site';
import { PrintDetails } from './PrintDetails';
import { SERVICE_ANCHORS } from './service-anchors';
import { ServiceSummary } from './ServiceSummary';
import { ServiceFees } from './ServiceFees';
import { offeredHere } from '../../../shared/content/attributions';

/**
 * The one layout of every service page: the title, the at-a-glance summary with the page's actions
 * (ServiceSummary), then the sections in a fixed order when the frontmatter has them; the MDX body (free
 * text) sits after them, before the warnings. The fees section shows the service's rows of the fee table.
 * Under the documents, the list can be sent by WhatsApp or printed. The printed sheet
 * (src/styles/print.css) keeps the name, summary, documents as boxes to tick, deadlines, fees, notes
 * and warnings, leaves out the `print-hide` sections, and adds the office's address and hours and
 * the page's address (PrintDetails, print only).
 */
export function ServiceLayout({ fm, children }: { fm: ServiceFrontmatter; children: ReactNode }) {
  const { pathname } = useLocation();
  const pageUrl = absoluteUrl(office, pathname);
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const offered = offeredHere(fm, office);
  return (
    <article className="service">
      <Breadcrumbs trail={[{ name: UI.breadcrumbServices, path: '/servicos' }]} current={fm.title} />
      <ServiceHero fm={fm} />
      <div className="container service__body">
        <ServiceSummary fm={fm} slug={slug} offered={offered} />
        {fm.tipos && (
          <Section id={SERVICE_ANCHORS.tipos} title={fm.tiposTitulo ?? UI.typesOf(fm.title)} className="print-hide">
            <ServiceTypes items={fm.tipos} />
          </Section>
        )}
        {fm.caracteristicas && (
          <Section id={SERVICE_ANCHORS.caracteristicas} title={UI.characteristics} className="print-hide">
            <BulletList items={fm.caracteristicas} className="check-list check-list--columns" />
          </Section>
        )}
        {fm.etapas && (
          <Section id={SERVICE_ANCHORS.etapas} title={UI.steps} className="print-hide">
            <Steps items={fm.etapas} />
          </Section>
        )}
        {fm.documentos && (
          <Section id={SERVICE_ANCHORS.documentos} title={UI.documents}>
            <Documents groups={fm.documentos} />
            <ChecklistActions checklist={{ service: fm.title, office: office.nomeCurto, groups: fm.documentos, pageUrl }} />
          </Section>
        )}
        {fm.prazos && (
          <Section id={SERVICE_ANCHORS.prazos} title={UI.deadlines}>
            <BulletList items={fm.prazos} />
          </Section>
        )}
        {(fm.custos || (offered && !fm.emConstrucao)) && (
          <Section id={SERVICE_ANCHORS.custos} title={UI.fees}>
            {offered && <ServiceFees slug={slug} />}
            {fm.custos && <BulletList items={fm.custos} />}
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
        <PrintDetails pageUrl={pageUrl} />
      </div>
      <CallToAction />
    </article>
  );
}
