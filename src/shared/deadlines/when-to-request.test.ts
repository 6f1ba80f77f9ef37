import { describe, expect, it } from 'vitest';
import { loadContent } from '../../node/content/load';
import { readyServices } from './services';
import { purposesOf, requestCertificates } from './when-to-request';

const site = loadContent(process.cwd());

describe('the certificates "Quando pedir" counts with', () => {
  const certificates = requestCertificates(site.deadlines.validades ?? [], readyServices(site.pages, site.deadlines, site.office, site.facts));

  it('takes each certificate\'s slowest deadline here, and none for another office\'s', () => {
    const civil = certificates.find((c) => c.service?.route === '/servicos/certidoes-registro-civil')!;
    expect(civil.service!.span).toEqual({ least: 0, most: 5, unit: 'dias-uteis' });
    expect(certificates.find((c) => c.name.includes('matrícula'))!.service).toBeUndefined();
    expect(purposesOf(certificates)).toContain('Casamento');
  });

  it('the pages\' validity sentences read the same numbers, marked while they are to confirm', () => {
    const protest = site.deadlines.validades!.find((v) => v.fato === 'validadeCertidaoProtesto')!;
    expect(site.facts['fatos.validadeCertidaoProtesto']).toMatch(new RegExp(`^${protest.dias} dias`));
    expect(site.facts['fatos.validadeCertidaoProtesto']).toContain('(texto de exemplo, a confirmar)');
  });
});
