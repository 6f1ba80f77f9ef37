import { describe, expect, it } from 'vitest';
import { entryOf, passThrough } from './entry-routes.ts';

describe('moving between entries by address', () => {
  it('reads the collection and the entry of an entry\'s address, a new entry\'s too', () => {
    expect(entryOf('http://127.0.0.1/admin/#/collections/servicos/entries/escrituras')).toEqual({ collection: 'servicos', entry: 'escrituras' });
    expect(entryOf('#/collections/noticias/new')).toEqual({ collection: 'noticias', entry: 'new' });
    expect(entryOf('#/collections/servicos')).toBeUndefined();
    expect(entryOf('#/')).toBeUndefined();
  });

  it('passes through the new entry\'s collection only from one entry to another', () => {
    expect(passThrough('#/collections/servicos/entries/escrituras', '#/collections/dados/entries/cartorio')).toBe('#/collections/dados');
    expect(passThrough('#/collections/servicos/entries/escrituras', '#/collections/servicos/entries/procuracoes')).toBe('#/collections/servicos');
    expect(passThrough('#/collections/servicos/entries/escrituras', '#/collections/servicos/entries/escrituras')).toBeUndefined();
    expect(passThrough('#/collections/servicos', '#/collections/servicos/entries/escrituras')).toBeUndefined();
    expect(passThrough('#/collections/servicos/entries/escrituras', '#/')).toBeUndefined();
  });
});
