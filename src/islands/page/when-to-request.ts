/** /quando-pedir: the days to ask for each certificate: ready in time at the slowest, still valid at the quickest. */
import { dayOfIso, wallClock } from '../../shared/office-status';
import { requestWindow, type RequestWindow } from '../../shared/request-window';
import type { RequestCertificate, WhenToRequestData } from '../../shared/deadlines/when-to-request';
import { dated } from '../../shared/deadlines/day-text';
import { WHEN_TO_REQUEST as T } from '../../shared/strings/deadlines';
import { replaceContent } from './replace-content';
import { paragraph, textElement } from './text-element';

function windowText(window: RequestWindow, other: boolean): string {
  switch (window.kind) {
    case 'janela':
      if (other) return T.from(dated(window.from));
      return window.from === window.to ? T.on(dated(window.to)) : T.between(dated(window.from), dated(window.to));
    case 'passado': return T.past;
    case 'impossivel': return T.impossible;
    case 'tarde': return T.late;
  }
}

function certificateItem(c: RequestCertificate, today: number, use: number, data: WhenToRequestData): HTMLLIElement {
  // Another office's certificate: its deadline is theirs, so only the validity bounds the first day.
  const span = c.service?.span ?? { least: 0, most: 0, unit: 'dias-corridos' as const };
  const window = requestWindow(today, use, c.days, span, data.schedule);
  const item = textElement('li');
  const head = paragraph(textElement('strong', c.name));
  head.append(`: ${T.validFor(c.days)}${c.sample ? ` ${T.toConfirm}` : ''}. ${T.basis(c.basis)}`);
  item.append(head, paragraph(c.service ? T.readyIn(c.service.text) : T.otherOffice), paragraph(windowText(window, !c.service), 'when-to-request__when'));
  return item;
}

function show(form: HTMLFormElement, data: WhenToRequestData) {
  const answer = form.querySelector<HTMLElement>('[data-when-answer]')!;
  const purpose = (form.elements.namedItem('finalidade') as HTMLSelectElement).value;
  const value = (form.elements.namedItem('data') as HTMLInputElement).value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return replaceContent(answer, paragraph(T.invalidDate, 'ready-date__error'));
  const today = wallClock(new Date(), data.schedule.zone).day;
  const use = dayOfIso(value);
  const list = textElement('ul', undefined, 'when-to-request__answers');
  for (const c of data.certificates.filter((x) => x.purposes.includes(purpose))) list.append(certificateItem(c, today, use, data));
  const parts: Node[] = [list];
  if (data.sampleHolidays) parts.push(paragraph(T.sampleHolidays));
  replaceContent(answer, ...parts);
}

export function enhanceWhenToRequest(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-when-to-request]')) {
    const data = JSON.parse(form.dataset.whenToRequest!) as WhenToRequestData;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      show(form, data);
    });
    // A date the browser restored (back button) answers at once.
    if ((form.elements.namedItem('data') as HTMLInputElement).value) show(form, data);
  }
}
