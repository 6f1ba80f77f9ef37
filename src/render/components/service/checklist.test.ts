import { describe, expect, it } from 'vitest';
import { checklistMessage, checklistWhatsappHref, type Checklist } from './checklist';
import { plainInline } from '../../../shared/text/inline-markup';

const checklist: Checklist = {
  service: 'Escrituras Públicas',
  office: 'Cartório 1º Ofício',
  groups: [
    { grupo: 'Pessoas físicas', itens: ['RG e CPF, ou CNH, **originais**', 'Comprovante de endereço'] },
    { grupo: 'Do imóvel', itens: ['Certidão de matrícula (veja [Registro de Imóveis](/servicos/registro-imoveis))'] },
  ],
  pageUrl: 'https://www.example.com.br/servicos/escrituras',
};

describe('checklistMessage', () => {
  it('has the service, each group with one boxed document a line, and the page address last', () => {
    expect(checklistMessage(checklist)).toBe(
      [
        '*Escrituras Públicas*',
        'Documentos necessários · Cartório 1º Ofício',
        '',
        '*Pessoas físicas*',
        '☐ RG e CPF, ou CNH, originais',
        '☐ Comprovante de endereço',
        '',
        '*Do imóvel*',
        '☐ Certidão de matrícula (veja Registro de Imóveis)',
        '',
        'Prazos, valores e mais informações:',
        'https://www.example.com.br/servicos/escrituras',
      ].join('\n'),
    );
  });

  it('replaces lone UTF-16 halves, so that the link can always be encoded', () => {
    const broken = { ...checklist, groups: [{ grupo: 'G', itens: ['cut emoji \uD83D'] }] };
    expect(checklistMessage(broken)).toContain('☐ cut emoji \uFFFD');
    expect(() => checklistWhatsappHref(broken)).not.toThrow();
  });
});

describe('checklistWhatsappHref', () => {
  it('is a wa.me link with no number and the encoded text, which decodes back to the message', () => {
    const href = checklistWhatsappHref(checklist);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(href).not.toMatch(/[\s\n]/);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(checklistMessage(checklist));
  });
});

describe('plainInline', () => {
  it('drops the bold marks and keeps a link text without its address', () => {
    expect(plainInline('**Validade:** ver [contato](/contato) e [site](https://x.example)')).toBe('Validade: ver contato e site');
  });
});
