import terms from 'virtual:glossary';
import { office, payment, visitSchedule } from '../../site';
import { glossaryMatcher } from '../../../shared/content/glossary';
import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';
import { VISIT_PLAN } from '../../../shared/strings/visit-plan';
import { SUMMARY } from '../../../shared/strings/fees';
import { OfficeDetails } from '../details/OfficeDetails';
import { InlineText } from '../InlineText';
import { HowDone } from './HowDone';
import { SampleMark } from '../samples/SampleMark';
import { Contact, PriceLines } from './ServiceSummary';

/** The visit plan's title lines, printed only in plan mode (`html[data-print=plano]`). */
export function VisitPlanHead({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <div className="plan-only visit-plan-head">
      <p className="visit-plan-head__title">{VISIT_PLAN.title}</p>
      {fm.comoFazer && <p><strong>{HOW_DONE_TEXT.label}:</strong> <HowDone how={fm.comoFazer} place="plano" /></p>}
      {fm.comoFazer?.idas !== undefined && (
        <p>
          <strong>{HOW_DONE_TEXT.trips}:</strong> {HOW_DONE_TEXT.tripsCount(fm.comoFazer.idas)}
          <SampleMark kind="short" when={fm.comoFazer.amostra === true} />
        </p>
      )}
      {(fm.prazoResumo || fm.agendamento) && (
        <p>
          {fm.prazoResumo && <><strong>{SUMMARY.deadline}:</strong> <InlineText text={fm.prazoResumo} />. </>}
          {fm.agendamento && <><strong>{SUMMARY.booking}:</strong> {SUMMARY.bookingText[fm.agendamento]}</>}
        </p>
      )}
    </div>
  );
}

const findTerms = glossaryMatcher({ termos: terms });

/** The glossary's terms in the plan's own text, each once, in order. */
function planTerms(fm: ServiceFrontmatter) {
  const text = [fm.title, fm.prazoResumo, fm.comoFazer?.nota, ...(fm.documentos ?? []).flatMap((g) => [g.grupo, ...g.itens])].filter(Boolean).join('\n');
  return [...new Set(findTerms(text).map((m) => m.term))];
}

/**
 * The rest of the one-page plan: the next days' hours (written by the plan's script at print time), the
 * address, what to pay, whom to call, and the glossary's words. Never on screen, nor in the ordinary print.
 */
export function VisitPlan({ fm, slug, offered, pageUrl }: { fm: ServiceFrontmatter; slug: string; offered: boolean; pageUrl: string }) {
  const words = planTerms(fm);
  return (
    <section className="plan-only visit-plan" aria-labelledby="plano-da-visita" data-visit-plan={JSON.stringify(visitSchedule)}>
      <h2 id="plano-da-visita" className="sr-only">{VISIT_PLAN.title}</h2>
      <div className="visit-plan__part">
        <h3>{VISIT_PLAN.days}</h3>
        <p className="visit-plan__printed">{VISIT_PLAN.printedOn} <span data-visit-plan-date="" /></p>
        <ul className="visit-plan__days" data-visit-days="" />
      </div>
      <div className="visit-plan__part">
        <h3>{VISIT_PLAN.address}</h3>
        <p>{office.nome}</p>
        <OfficeDetails show={['address']} />
      </div>
      <div className="visit-plan__part">
        <h3>{VISIT_PLAN.pay}</h3>
        <PriceLines fm={fm} slug={slug} offered={offered} plan />
        <p>{VISIT_PLAN.payMethods} {payment.formas}{payment.parcelamento && `; ${payment.parcelamento}`}.</p>
        <p><InlineText text={`${payment.seguro}.`} /></p>
      </div>
      <div className="visit-plan__part">
        <h3>{VISIT_PLAN.contact}</h3>
        {(fm.departamento ?? []).map((name) => <p key={name}><Contact name={name} /></p>)}
        <p className="print-details__url">{pageUrl}</p>
        {/* Below whom to call, in the room the longer column beside it leaves. */}
        {words.length > 0 && (
          <div className="visit-plan__words">
            <h3>{VISIT_PLAN.words}</h3>
            <dl>{words.map((t) => <div key={t.termo}><dt>{t.termo}</dt> <dd>{t.explicacao}</dd></div>)}</dl>
          </div>
        )}
      </div>
    </section>
  );
}
