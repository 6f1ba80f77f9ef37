import type { ReactNode } from 'react';
import feeTable from 'virtual:fee-table';
import deadlines from 'virtual:deadlines';
import { readyDateHref } from '../../../shared/deadlines/tool-data';
import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { feeActAnchor, feeGroupAnchor, FEES_ROUTE, type FeeAct } from '../../../shared/content/fee-table';
import { office } from '../../site';
import { officeHours } from '../../../shared/content/facts';
import { departmentLabel } from '../../../shared/contact/whatsapp';
import { formatPhone, telHref, whatsappHref } from '../../../shared/text/format';
import { SUMMARY } from '../../../shared/strings/fees';
import { UI } from '../../../shared/strings/ui';
import { ButtonLink } from '../ButtonLink';
import { InlineText } from '../InlineText';
import { SmartLink } from '../SmartLink';
import { formatCents } from '../fees/price-format';
import { plainInline } from '../../../shared/text/inline-markup';
import { SERVICE_ANCHORS } from '../../../shared/content/service-sections';
import { SampleMark } from '../samples/SampleMark';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';
import { HowDone } from './HowDone';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';

const SUMMARY_ANCHOR = SERVICE_ANCHORS.resumo;

/** Acts listed before "Ver todos os valores": a phone's first screen has room for a few. */
const MAX_ACTS = 2;

function Row({ label, mark, children }: { label: string; mark?: ReactNode; children: ReactNode }) {
  return (
    <div className="summary__row">
      <dt>{label}{mark}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ActValue({ act }: { act: FeeAct }) {
  if (act.kind === 'gratuito') return <strong>{SUMMARY.free}</strong>;
  const value = act.kind === 'faixas'
    ? `${SUMMARY.from(formatCents(act.fromCents))}, ${SUMMARY.dependsOn(act.conforme ?? '')}`
    : `${formatCents(act.fromCents)} ${act.unidade ?? ''}`.trim();
  return <>{value}{act.gratuitoPara && ` (${SUMMARY.freeSometimes})`}</>;
}

/** A department's phone and WhatsApp. `mark: false`: the caller marks the numbers as examples once. */
export function Contact({ name, mark = true }: { name: string; mark?: boolean }) {
  const department = office.departamentos.find((d) => d.nome === name);
  if (!department) return null;
  return (
    <>
      {departmentLabel(department.nome)}:{' '}
      <a href={telHref(department.numero)} className="summary__phone">{formatPhone(department.numero)}</a>
      {' · '}
      <SmartLink href={whatsappHref(department.numero)}>{SUMMARY.whatsapp}</SmartLink>
      {mark && <OfficeSampleMark kind="short" field="departamentos" />}
    </>
  );
}

const feeGroup = (slug: string, offered: boolean) => (offered ? feeTable.groups.find((g) => g.slug === slug) : undefined);

/** What the service costs: its first acts of the fee table, each linked to its row, then the page's note. */
export function PriceLines({ fm, slug, offered, plan = false }: { fm: ServiceFrontmatter; slug: string; offered: boolean; plan?: boolean }) {
  const group = feeGroup(slug, offered);
  const acts = group?.acts.map(({ act }) => act) ?? [];
  return (
    <ul className="summary__prices" {...(plan ? {} : { 'data-summary': 'valores' })}>
      {/* The printed plan lists every price: paper has no link to follow. */}
      {(plan ? acts : acts.slice(0, MAX_ACTS)).map((act) => (
        <li key={act.id}>
          <a href={`${FEES_ROUTE}#${feeActAnchor(act.id)}`}>{act.ato}</a>: <ActValue act={act} />
        </li>
      ))}
      {!plan && acts.length > MAX_ACTS && group && (
        <li><a href={`${FEES_ROUTE}#${feeGroupAnchor(group.slug)}`}>{SUMMARY.allValues}</a> ({SUMMARY.moreValues(acts.length - MAX_ACTS)})</li>
      )}
      {fm.custoResumo && <li><InlineText text={fm.custoResumo} /></li>}
    </ul>
  );
}

/**
 * At a glance, under the title of every service page (GOV.UK's manner): what to bring, how long, how
 * much, whom to talk to. Drawn from the frontmatter, the fee table and the office facts, never from prose.
 */
export function ServiceSummary({ fm, slug, offered }: { fm: ServiceFrontmatter; slug: string; offered: boolean }) {
  if (fm.emConstrucao) {
    return (
      <section className="summary summary--pending" aria-labelledby={SUMMARY_ANCHOR}>
        <h2 id={SUMMARY_ANCHOR} className="summary__title">{UI.underConstructionTitle}</h2>
        <p>{UI.underConstructionText}</p>
        <p>
          {SUMMARY.underConstructionContact}{' '}
          <a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a>
          {' · '}
          <SmartLink href={whatsappHref(office.whatsapp)}>{SUMMARY.whatsapp}</SmartLink>
          <OfficeSampleMark kind="number" field="telefone" />
          {' · '}
          {officeHours(office)}.
        </p>
      </section>
    );
  }
  const group = feeGroup(slug, offered);
  // The summary links the tool for a date counted from the request (one from an event is linked in the text).
  const counted = deadlines.some((s) => s.slug === slug && s.kinds.some((k) => !k.event));
  const acts = group?.acts.map(({ act }) => act) ?? [];
  const documents = fm.documentos ?? [];
  const items = documents.flatMap((g) => g.itens);
  const summary = (
    <section className="summary" aria-labelledby={SUMMARY_ANCHOR}>
      <h2 id={SUMMARY_ANCHOR} className="summary__title">{SUMMARY.title}</h2>
      <dl className="summary__list">
        {items.length > 0 && (
          <Row label={SUMMARY.bring}>
            {SUMMARY.bringText(plainInline(items[0]), items.length - 1)}{' '}
            <a href={`#${SERVICE_ANCHORS.documentos}`} data-summary="documentos">{SUMMARY.bringLink}</a>
          </Row>
        )}
        {fm.comoFazer && <Row label={HOW_DONE_TEXT.label}><HowDone how={fm.comoFazer} place="resumo" /></Row>}
        {fm.prazoResumo && (
          <Row label={SUMMARY.deadline}>
            <span data-summary="prazo"><InlineText text={fm.prazoResumo} /></span>
            {/* A deadline in numbers (content/prazos.yml): the ready-date tool counts it for this service. */}
            {counted && <>{' · '}<a href={readyDateHref(slug)}>{SUMMARY.deadlineTool}</a></>}
          </Row>
        )}
        <Row label={SUMMARY.price} mark={acts.some((a) => a.kind !== 'gratuito') && <SampleMark kind="short" when={feeTable.amostra} />}>
          <PriceLines fm={fm} slug={slug} offered={offered} />
        </Row>
        {offered ? (
          <>
            {fm.agendamento && <Row label={SUMMARY.booking}><span data-summary="agendamento">{SUMMARY.bookingText[fm.agendamento]}</span></Row>}
            {fm.departamento && (
              <Row label={SUMMARY.contact} mark={<OfficeSampleMark kind="short" field="departamentos" />}>
                {fm.departamento.map((name, i) => <span key={name} className="summary__contact">{i > 0 && <br />}<Contact name={name} mark={false} /></span>)}
              </Row>
            )}
          </>
        ) : (
          <Row label={SUMMARY.notHere}>
            {SUMMARY.notHereText} <a href={`#${SERVICE_ANCHORS.informacoes}`}>{SUMMARY.notHereLink}</a>
          </Row>
        )}
      </dl>
    </section>
  );
  if (!offered) return summary;
  return (
    <>
      {summary}
      <div className="button-row summary__actions">
        {/* A service that must be booked is booked: its main action says so whatever botaoPrincipal says. */}
        <ButtonLink to="/contato">{fm.botaoPrincipal === 'agendar' || fm.agendamento === 'obrigatorio' ? UI.bookAppointment : UI.requestService}</ButtonLink>
        {group && <ButtonLink to={`${FEES_ROUTE}#${feeGroupAnchor(group.slug)}`} variant="secondary">{UI.checkPrices}</ButtonLink>}
      </div>
    </>
  );
}
