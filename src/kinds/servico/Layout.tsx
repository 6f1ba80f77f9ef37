import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ServiceFrontmatter } from './schema';
import { absoluteUrl } from '../../shared/page-url';
import { Section } from '../../render/components/Section';
import { Breadcrumbs } from '../../render/layout/Breadcrumbs';
import { UI } from '../../shared/strings/ui';
import { ServiceHero } from '../../render/components/service/ServiceHero';
import { ServiceTypes } from '../../render/components/service/ServiceTypes';
import { Steps } from '../../render/components/Steps';
import { Documents } from '../../render/components/service/Documents';
import { BulletList } from '../../render/components/service/BulletList';
import { Warnings } from '../../render/components/service/Warnings';
import { CallToAction } from '../../render/components/service/CallToAction';
import { ChecklistActions } from '../../render/components/service/ChecklistActions';
import { office } from '../../render/site';
import { PrintDetails } from '../../render/components/service/PrintDetails';
import { SERVICE_SECTIONS, serviceSlug, type ServiceSectionField } from '../../shared/content/service-sections';
import { ServiceSummary } from '../../render/components/service/ServiceSummary';
import { ServiceFees } from '../../render/components/service/ServiceFees';
import { VisitPlan, VisitPlanHead } from '../../render/components/service/VisitPlan';
import { offeredHere } from '../../shared/content/attributions';

interface ServicePage {
  fm: ServiceFrontmatter; slug: string; offered: boolean; pageUrl: string;
  /** The one-page visit plan: a finished page of a service done here, with documents to gather. */
  planned: boolean;
}

/** Nothing when the page has none: then the section is not drawn. */
const SECTION_CONTENT: { [F in ServiceSectionField]: (page: ServicePage) => ReactNode } = {
  tipos: ({ fm }) => fm.tipos && <ServiceTypes items={fm.tipos} />,
  caracteristicas: ({ fm }) => fm.caracteristicas && <BulletList items={fm.caracteristicas} className="check-list check-list--columns" />,
  etapas: ({ fm }) => fm.etapas && <Steps items={fm.etapas} />,
  documentos: ({ fm, pageUrl, planned }) => fm.documentos && (
    <>
      <Documents groups={fm.documentos} ticks />
      <ChecklistActions checklist={{ service: fm.title, office: office.nomeCurto, groups: fm.documentos, pageUrl }} plan={planned} />
    </>
  ),
  prazos: ({ fm }) => fm.prazos && <BulletList items={fm.prazos} />,
  custos: ({ fm, slug, offered }) => (fm.custos || (offered && !fm.emConstrucao)) && (
    <>
      {offered && <ServiceFees slug={slug} />}
      {fm.custos && <BulletList items={fm.custos} />}
    </>
  ),
  informacoes: ({ fm }) => fm.informacoes && <BulletList items={fm.informacoes} />,
  avisos: ({ fm }) => fm.avisos && <Warnings items={fm.avisos} />,
};

function ServiceSections({ page, afterBody }: { page: ServicePage; afterBody: boolean }) {
  return SERVICE_SECTIONS.filter((s) => !!s.afterBody === afterBody).map((s) => {
    const content = SECTION_CONTENT[s.field](page);
    if (!content) return null;
    return (
      <Section key={s.field} id={s.anchor} title={s.title(page.fm)} className={s.printHide && 'print-hide'}>
        {content}
      </Section>
    );
  });
}

/**
 * The one layout of every service page: title, summary with the page's actions, then SERVICE_SECTIONS in
 * order, the MDX body before the warnings. The printed sheet (print.css) keeps what a visit needs and adds
 * the office's address and hours; "Imprimir plano da visita" prints the one-page VisitPlan instead.
 */
export function Layout({ fm, children }: { fm: ServiceFrontmatter; children: ReactNode }) {
  const { pathname } = useLocation();
  const pageUrl = absoluteUrl(office, pathname);
  const slug = serviceSlug(pathname);
  const offered = offeredHere(fm, office);
  const planned = !fm.emConstrucao && offered && !!fm.documentos;
  const page: ServicePage = { fm, slug, offered, pageUrl, planned };
  return (
    <article className="service">
      <Breadcrumbs trail={[{ name: UI.breadcrumbServices, path: '/servicos' }]} current={fm.title} />
      <ServiceHero fm={fm} />
      <div className="container service__body">
        {planned && <VisitPlanHead fm={fm} />}
        <ServiceSummary fm={fm} slug={slug} offered={page.offered} />
        <ServiceSections page={page} afterBody={false} />
        <div className="prose">{children}</div>
        <ServiceSections page={page} afterBody />
        <PrintDetails pageUrl={pageUrl} />
        {planned && <VisitPlan fm={fm} slug={slug} offered={page.offered} pageUrl={pageUrl} />}
      </div>
      <CallToAction />
    </article>
  );
}
