/**
 * Text pasted from Word or a PDF into a page's text becomes clean Markdown: list marks become list
 * items, odd spaces go, and lines broken mid-sentence are joined. A note says what changed.
 */

export type PastedBlock = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

export interface CleanPaste { blocks: PastedBlock[]; markdown: string; changes: string[] }

/** List marks of Word, PDFs and typed lists ("o" only as Word writes it: followed by a tab). */
const BULLET = /^\s*(?:[•·▪◦●○■□‣⁃\uF0B7\uF0A7\uF076\uF0D8§]\s*|[-–—*]\s+|o\t\s*)/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const ODD_SPACE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

const CHANGE_NOTES = {
  list: 'as linhas com marcadores (•, ·, 1.) viraram itens de lista',
  spaces: 'tabulações e espaços especiais foram retirados',
  joined: 'linhas quebradas no meio da frase foram juntadas',
} as const;

export function cleanPaste(text: string): CleanPaste {
  const changes = new Set<keyof typeof CHANGE_NOTES>();
  const blocks: PastedBlock[] = [];
  let previousBlank = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    const rest = raw.slice((bullet ?? numbered)?.[0].length ?? 0);
    const line = rest.replace(INVISIBLE, '').replace(ODD_SPACE, ' ').replace(/\t/g, ' ').replace(/ {2,}/g, ' ').trim();
    if (line !== rest.trim()) changes.add('spaces');
    const last = blocks[blocks.length - 1];
    if (!line) { previousBlank = true; continue; }
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (bullet && !/^\s*[-*]\s/.test(raw)) changes.add('list');
      if (last?.kind === kind) last.items.push(line);
      else blocks.push({ kind, items: [line] });
    } else if (!previousBlank && last && continues(last, line)) {
      if (last.kind === 'p') last.text = `${last.text} ${line}`;
      else last.items[last.items.length - 1] = `${last.items[last.items.length - 1]} ${line}`;
      changes.add('joined');
    } else blocks.push({ kind: 'p', text: line });
    previousBlank = false;
  }
  const markdown = blocks.map((b) => (b.kind === 'p' ? b.text : b.items.map((item, i) => `${b.kind === 'ul' ? '-' : `${i + 1}.`} ${item}`).join('\n'))).join('\n\n');
  return { blocks, markdown, changes: [...changes].map((c) => CHANGE_NOTES[c]) };
}

/** `line` goes on when the block ends without a stop and the line starts in lower case. */
function continues(block: PastedBlock, line: string): boolean {
  const end = block.kind === 'p' ? block.text : block.items[block.items.length - 1];
  return !/[.:;!?)]$/.test(end) && /^[a-zà-ú]/.test(line);
}

function asHtml(blocks: PastedBlock[]): string {
  const box = document.createElement('div');
  for (const block of blocks) {
    if (block.kind === 'p') {
      const p = document.createElement('p');
      p.textContent = block.text;
      box.append(p);
      continue;
    }
    const list = document.createElement(block.kind);
    for (const item of block.items) {
      const li = document.createElement('li');
      const p = document.createElement('p');
      p.textContent = item;
      li.append(p);
      list.append(li);
    }
    box.append(list);
  }
  return box.innerHTML;
}

const NOTE_ID = 'colagem-limpa';

function showNote(field: Element, changes: string[]): void {
  document.getElementById(NOTE_ID)?.remove();
  const note = document.createElement('p');
  note.id = NOTE_ID;
  note.setAttribute('role', 'status');
  note.style.cssText = 'margin:6px 0;padding:6px 10px;background:#e8f4fd;border:1px solid #1e6bb8;border-radius:4px;font:14px/1.4 system-ui,sans-serif';
  note.textContent = `Texto colado arrumado: ${changes.join('; ')}. Confira o resultado.`;
  field.before(note);
  window.setTimeout(() => note.remove(), 12_000);
}

/**
 * Pastes that need cleaning reach the editor as a paste of the clean text (its own `insertFromPaste`
 * path); others go through untouched, formatting included.
 */
export function watchPastes(): void {
  document.addEventListener('paste', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const editable = target?.closest('[data-slate-editor]');
    const field = editable?.closest('.cms-editor-visual, .cms-editor-raw');
    const text = event.clipboardData?.getData('text/plain');
    if (!editable || !field || !text) return;
    const cleaned = cleanPaste(text);
    if (!cleaned.changes.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const data = new DataTransfer();
    data.setData('text/plain', cleaned.markdown);
    if (field.classList.contains('cms-editor-visual')) data.setData('text/html', asHtml(cleaned.blocks));
    editable.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
    showNote(field, cleaned.changes);
  }, true);
}
