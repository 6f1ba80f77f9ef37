import { describe, expect, it } from 'vitest';
import { cleanPaste } from './paste-clean.ts';

describe('text pasted from Word or a PDF', () => {
  it('Word\'s "•" and "·" lines with tabs become one list, each line an item, and the note says so', () => {
    const word = 'Documentos necessários:\r\n•\tRG e CPF das partes;\r\n·\tCertidão de casamento;\r\n\uF0B7\tMatrícula do imóvel.\r\n';
    const { markdown, changes } = cleanPaste(word);
    expect(markdown).toBe('Documentos necessários:\n\n- RG e CPF das partes;\n- Certidão de casamento;\n- Matrícula do imóvel.');
    expect(changes).toEqual(['as linhas com marcadores (•, ·, 1.) viraram itens de lista']);
  });

  it('tabs, no-break and zero-width spaces and the soft hyphen go; numbered lines become a numbered list', () => {
    const { markdown, changes } = cleanPaste('Prazo:\u00A0\u00A05\tdias\u200B úteis\u00AD.\n\n1)\tLeve o RG.\n2.  Pague a taxa.');
    expect(markdown).toBe('Prazo: 5 dias úteis.\n\n1. Leve o RG.\n2. Pague a taxa.');
    expect(changes).toEqual(['tabulações e espaços especiais foram retirados']);
  });

  it('a PDF\'s lines broken mid-sentence are joined; a line after a full stop starts its own paragraph', () => {
    const { markdown, changes } = cleanPaste('A escritura é lavrada\nno mesmo dia.\nDepois, leve-a ao registro.');
    expect(markdown).toBe('A escritura é lavrada no mesmo dia.\n\nDepois, leve-a ao registro.');
    expect(changes).toEqual(['linhas quebradas no meio da frase foram juntadas']);
  });

  it('clean text is left as it is, with no note: Markdown lists, one paragraph', () => {
    for (const text of ['Uma frase só.', '- Um item\n- Outro item', 'Primeiro parágrafo.\n\nSegundo.']) expect(cleanPaste(text).changes).toEqual([]);
  });
});
