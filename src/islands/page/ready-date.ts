/**
 * /quando-fica-pronto: the ready-date form. A ready day already past adds what to do (the department's
 * WhatsApp, with the dates in the message). Everything is written as text and nothing is sent.
 */
import { dayOfIso, isoDate, wallClock } from '../../shared/office-status';
import { dated, dmy } from '../../shared/deadlines/day-text';
import { nextBusinessDay, readyRange } from '../../shared/deadlines/ready-date';
import { skippedDays, skippedText } from '../../shared/deadlines/skipped-days';
import { READY_DATE_PARAM, type ReadyDateData } from '../../shared/deadlines/tool-data';
import type { ReadyKind, ReadyService } from '../../shared/deadlines/services';
import { READY_DATE as T } from '../../shared/strings/deadlines';
import { whatsappHref } from '../../shared/text/format';
import { replaceContent } from './replace-content';
import { paragraph } from './text-element';

const control = <E extends HTMLSelectElement | HTMLInputElement>(form: HTMLFormElement, name: string) => form.elements.namedItem(name) as E;

/** The kind the form has chosen (the first when the service has one). */
const chosenKind = (form: HTMLFormElement, service: ReadyService): ReadyKind | undefined =>
  service.kinds[Number(control(form, 'tipo').value)] ?? service.kinds[0];

/** The date field names the day it wants: the request's, or the event's a deadline counts from. */
function labelDate(form: HTMLFormElement, kind: ReadyKind | undefined) {
  form.querySelector('[data-ready-date-label]')!.textContent = kind?.event?.label ?? T.dateLabel;
  form.querySelector('[data-ready-date-hint]')!.textContent = kind?.event ? T.eventHint : T.dateHint;
}

function fillKinds(form: HTMLFormElement, service: ReadyService | undefined) {
  const field = form.querySelector<HTMLElement>('[data-ready-kind]')!;
  const select = control<HTMLSelectElement>(form, 'tipo');
  const kinds = service?.kinds ?? [];
  replaceContent(select, ...kinds.map((k, i) => new Option(k.name ?? service!.title, String(i))));
  field.dataset.readyKind = kinds.length < 2 ? 'one' : 'several';
}

function departmentStep(item: HTMLElement, service: ReadyService, kind: ReadyKind, requested: number, ready: number, sampleMark?: string) {
  const department = service.department;
  if (!department) return replaceContent(item);
  const name = kind.name && service.kinds.length > 1 ? `${service.title} (${kind.name})` : service.title;
  const message = T.message(name, dmy(requested), dmy(ready));
  const link = document.createElement('a');
  link.href = whatsappHref(department.number, message);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.dataset.readyWhatsapp = '';
  link.textContent = `${T.pastLink(department.label)} ${T.opensInNewTab}`;
  const parts: Node[] = [document.createTextNode(`${T.pastDepartment(department.label)} `), link];
  if (sampleMark) {
    const mark = document.createElement('small');
    mark.className = 'sample-mark';
    mark.dataset.sampleMark = '';
    mark.textContent = sampleMark;
    parts.push(document.createTextNode(' '), mark, paragraph(T.demoNote), paragraph(message, 'ready-date__message'));
  }
  replaceContent(item, ...parts);
}

function show(form: HTMLFormElement, data: ReadyDateData) {
  const answer = form.querySelector<HTMLElement>('[data-ready-answer]')!;
  const past = form.querySelector<HTMLElement>('[data-ready-past]')!;
  const service = data.services.find((s) => s.slug === control(form, 'servico').value);
  past.dataset.readyPast = 'hidden';
  delete answer.dataset.readyDay;
  if (!service) return replaceContent(answer);
  const value = control(form, 'data').value;
  if (!service.kinds.length) {
    const link = document.createElement('a');
    link.href = service.route;
    link.textContent = T.seeService;
    return replaceContent(answer, paragraph(`${T.noNumber} ${service.summary}.`), paragraph(link));
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return replaceContent(answer, paragraph(T.invalidDate, 'ready-date__error'));
  const kind = chosenKind(form, service)!;
  const requested = dayOfIso(value);
  const { first, last } = readyRange(requested, kind, data.schedule);
  const { event } = kind;
  const when = event ? (kind.upTo ? T.eventUpTo : T.eventDay)(event.result, dated(last))
    : first === last ? T.readyOn(dated(last))
      : kind.upTo ? T.readyBy(dated(last)) : T.readyBetween(dated(first), dated(last));
  const parts = [paragraph(when, 'ready-date__when'), paragraph(T.deadline(kind.text))];
  if (event?.after) parts.push(paragraph(event.after));
  // Business days and hours count from the next day the office opens; calendar days from the day itself.
  const business = kind.unit === 'dias-uteis' || kind.unit === 'horas';
  const received = nextBusinessDay(requested, data.schedule);
  if (business && received !== requested) parts.push(paragraph(T.closedDay(dated(received))));
  const skipFrom = business ? requested : requested + kind.most;
  const skipped = last > skipFrom ? skippedText(skippedDays(skipFrom, last, data.schedule), Boolean(data.sampleHolidays), !business) : undefined;
  if (skipped) parts.push(paragraph(skipped));
  const today = wallClock(new Date(), data.schedule.zone).day;
  if (event && last < today) parts.push(paragraph(T.eventPast));
  parts.push(paragraph(`${event ? T.eventEstimate : T.estimate} ${data.rule}.`, 'ready-date__estimate'));
  answer.dataset.readyDay = isoDate(last);
  replaceContent(answer, ...parts);
  if (!event && last < today) {
    departmentStep(past.querySelector<HTMLElement>('[data-ready-department]')!, service, kind, requested, last, data.sampleMark);
    past.dataset.readyPast = 'shown';
  }
}

export function enhanceReadyDates(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-ready-date]')) {
    const data = JSON.parse(form.dataset.readyDate!) as ReadyDateData;
    const date = control<HTMLInputElement>(form, 'data');
    const select = control<HTMLSelectElement>(form, 'servico');
    const kindSelect = control<HTMLSelectElement>(form, 'tipo');
    // Today in the office's zone unless the browser kept a value (back button) or the visitor typed one.
    // Written as the visitor reaches the form: set at start, the field's text would change under a reader.
    const kept = Boolean(date.value);
    const today = () => {
      if (!date.value) date.value = isoDate(wallClock(new Date(), data.schedule.zone).day);
    };
    for (const type of ['focusin', 'pointerdown']) form.addEventListener(type, today, { once: true });
    const service = () => data.services.find((s) => s.slug === select.value);
    // Opened from a service's summary: that service, unless the browser kept the visitor's choice.
    const asked = new URLSearchParams(location.search).get(READY_DATE_PARAM);
    if (asked && data.services.some((s) => s.slug === asked) && select.selectedIndex <= 0) select.value = asked;
    // The server drew the first service's kinds: other options only for another service.
    if (select.selectedIndex > 0) {
      const keptKind = kindSelect.value;
      fillKinds(form, service());
      if (keptKind) kindSelect.value = keptKind;
    }
    select.addEventListener('change', () => fillKinds(form, service()));
    form.addEventListener('change', () => labelDate(form, service() && chosenKind(form, service()!)));
    if (service()) labelDate(form, chosenKind(form, service()!));
    form.addEventListener('change', () => show(form, data));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      today();
      show(form, data);
    });
    form.dataset.ready = 'true';
    // The answer comes with the visitor's first choice: drawn at start, it would move the page under a reader.
    if (kept) show(form, data);
  }
}
