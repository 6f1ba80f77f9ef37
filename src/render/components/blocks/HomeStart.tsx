import type { ReactNode } from 'react';
import { office } from '../../site';
import { formatPhone, telHref } from '../../../shared/text/format';
import { UI } from '../../../shared/strings/ui';
import { HOME_UI } from '../../../shared/strings/wayfinding';
import { Icon } from '../Icon';
import { TopTasks } from '../cards/TopTasks';
import { OfficeStatus } from '../details/OfficeStatus';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';

/**
 * The home page's opening band: what most visitors came for, in a phone's first screen (top tasks, open
 * now, a phone to tap). Institutional text comes in later bands.
 */
export function HomeStart({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="hero hero--home">
      <div className="container">
        <h1 tabIndex={-1}>{title}</h1>
        <div className="home-start">
          <TopTasks headingId="o-que-voce-precisa" showAll={false} />
          <section className="home-start__contact" aria-labelledby="atendimento-agora">
            <h2 id="atendimento-agora" className="home-start__title">{HOME_UI.contactTitle}</h2>
            <OfficeStatus />
            <p className="home-start__call">
              <a href={telHref(office.telefone)} className="button button--light">
                <Icon name="phone" size={20} />
                <span>{UI.callUs} {formatPhone(office.telefone)}</span>
              </a>
              <OfficeSampleMark kind="number" field="telefone" />
            </p>
          </section>
        </div>
        {children && <div className="button-row">{children}</div>}
      </div>
    </header>
  );
}
