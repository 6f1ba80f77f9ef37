/**
 * /canais-oficiais: the "É mesmo do cartório?" box. The verdict is written as text into the live region:
 * nothing typed becomes markup, and nothing is sent.
 */
import { checkChannel } from '../../shared/channels/check';
import type { OfficialChannels } from '../../shared/channels/official-channels';
import { verdict } from '../../shared/channels/verdict';
import { CHANNELS as T } from '../../shared/strings/channels';
import { replaceContent } from './replace-content';

const TYPING_PAUSE_MS = 500;

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function show(form: HTMLFormElement, channels: OfficialChannels) {
  const input = form.querySelector('input')!;
  const region = form.querySelector<HTMLElement>('[data-channel-verdict]')!;
  const result = verdict(checkChannel(input.value, channels), channels);
  if (!result) {
    replaceContent(region);
    delete region.dataset.tone;
    return;
  }
  const parts = [paragraph(result.title, 'channel-check__title'), ...result.details.map((d) => paragraph(d))];
  if (result.link) {
    const link = document.createElement('a');
    link.href = result.link === 'whatToDo' ? T.whatToDoAnchor : T.listAnchor;
    link.textContent = result.link === 'whatToDo' ? T.whatToDo : T.seeList;
    const p = document.createElement('p');
    p.append(link);
    parts.push(p);
  }
  region.dataset.tone = result.tone;
  replaceContent(region, ...parts);
}

export function enhanceChannelChecks(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-channel-check]')) {
    const channels = JSON.parse(form.dataset.channelCheck!) as OfficialChannels;
    let timer: ReturnType<typeof setTimeout> | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      clearTimeout(timer);
      show(form, channels);
    });
    // A paste answers at once; typing, once the visitor pauses, so the live region does not announce
    // "não é" for every half-typed number.
    form.querySelector('input')?.addEventListener('input', (event) => {
      clearTimeout(timer);
      const { inputType } = event as InputEvent;
      const now = !(event.target as HTMLInputElement).value || !inputType || inputType.startsWith('insertFrom');
      if (now) show(form, channels);
      else timer = setTimeout(() => show(form, channels), TYPING_PAUSE_MS);
    });
    form.dataset.ready = 'true';
    // A value the browser restored (back button) shows at once.
    if (form.querySelector('input')?.value) show(form, channels);
  }
}
