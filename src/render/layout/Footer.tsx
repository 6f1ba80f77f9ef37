import { useOffice } from '../office';
import { officeAddress } from '../../shared/content/facts';
import { formatPhone, telHref } from '../../shared/text/format';
import { SmartLink } from '../components/SmartLink';
import { OfficeStatus } from '../components/details/OfficeStatus';
import { FOOTER_INSTITUTIONAL_LINKS, FOOTER_SERVICE_LINKS, NOT_OFFERED_SUFFIX, UI } from '../../shared/strings/ui';
import { services } from 'virtual:cards';
import { SampleMark } from '../components/samples/SampleMark';
import { OfficeSampleMark } from '../components/samples/OfficeSampleMark';
import { isSampleField } from '../../shared/content/office-samples';

const notOffered = new Set(services.filter((s) => !s.offered).map((s) => s.route));

export function Footer() {
  const office = useOffice();
  return (
    <footer id="rodape" className="site-footer" tabIndex={-1}>
      <div className="container site-footer__grid">
        <section aria-labelledby="rodape-cartorio">
          <h2 id="rodape-cartorio" className="site-footer__title">{office.nome}</h2>
          <address>
            <p>{officeAddress(office)}</p>
            <p><a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a><OfficeSampleMark kind="number" field="telefone" /></p>
            <p><a href={`mailto:${office.email}`}>{office.email}</a></p>
          </address>
          <OfficeStatus label={UI.footerHours} />
        </section>
        <nav aria-labelledby="rodape-servicos">
          <h2 id="rodape-servicos" className="site-footer__title">{UI.footerServices}</h2>
          <ul>
            {FOOTER_SERVICE_LINKS.map((l) => (
              <li key={l.path}>
                {notOffered.has(l.path)
                  // "…: onde fazer" is an office statement while `atribuicoes` is a sample.
                  ? <><a href={l.path}>{`${l.name}${NOT_OFFERED_SUFFIX}`}</a><OfficeSampleMark kind="short" field="atribuicoes" /></>
                  : <a href={l.path}>{l.name}</a>}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="rodape-institucional">
          <h2 id="rodape-institucional" className="site-footer__title">{UI.footerInstitutional}</h2>
          <ul>
            {FOOTER_INSTITUTIONAL_LINKS.map((l) => <li key={l.path}><SmartLink href={l.path}>{l.name}</SmartLink></li>)}
          </ul>
          {office.redesSociais.length > 0 && (
            <>
              <h2 className="site-footer__title">{UI.followUs}</h2>
              <ul>
                {office.redesSociais.map((r) => <li key={r.url}><SmartLink href={r.url}>{r.nome}</SmartLink></li>)}
              </ul>
            </>
          )}
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>
          {UI.cnpj}: {office.cnpj} · {UI.cns}: {office.cns} · {UI.titular}: {office.tabeliaes.titular} · {UI.substituto}: {office.tabeliaes.substituto}
          <SampleMark kind="data" when={['cnpj', 'cns', 'tabeliaes'].some((f) => isSampleField(office, f))} />
        </p>
        <p>© {office.nome}. {UI.rights}</p>
      </div>
    </footer>
  );
}
