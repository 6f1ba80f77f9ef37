import { services } from 'virtual:cards';
import type { ServiceCard } from '../../../shared/content/cards';
import { Card, CardGrid } from '../blocks/Cards';
import { UI } from '../../../shared/strings/ui';
import { HowDone } from '../service/HowDone';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';

interface Props {
  grupo?: ServiceCard['grupo'];
  destaques?: boolean;
  headingLevel?: 2 | 3;
}

/** Cards linking to service pages, read from the services' own frontmatter. */
export function ServiceCards({ grupo, destaques = false, headingLevel = 3 }: Props) {
  const shown = services.filter((s) => (!grupo || s.grupo === grupo) && (!destaques || s.destaqueInicio));
  return (
    <CardGrid>
      {shown.map((s) => (
        <Card key={s.route} title={s.title} icon={s.icone} href={s.route} headingLevel={headingLevel}>
          <p>{s.resumo}</p>
          {!s.offered && <p className="card__note"><strong>{UI.notOfferedHere}</strong></p>}
          {s.comoFazer && <p className="card__how">{HOW_DONE_TEXT.label}: <HowDone how={s.comoFazer} place="cartao" /></p>}
          <span className="card__more" aria-hidden="true">{UI.readMore} →</span>
        </Card>
      ))}
    </CardGrid>
  );
}
