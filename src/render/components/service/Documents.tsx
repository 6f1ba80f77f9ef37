import type { ServiceFrontmatter } from '../../../kinds/servico/schema';
import { InlineText } from '../InlineText';

/**
 * Documents to bring, grouped. With `ticks` each has a native checkbox, so it works without scripts; the
 * visit plan keeps the ticks in this browser and prints them.
 */
export function Documents({ groups, ticks = false }: { groups: NonNullable<ServiceFrontmatter['documentos']>; ticks?: boolean }) {
  return (
    <div className="doc-groups" {...(ticks ? { 'data-doc-ticks': '' } : {})}>
      {groups.map((g) => (
        <div key={g.grupo} className="doc-group">
          <h3 className="doc-group__title">{g.grupo}</h3>
          <ul className={ticks ? 'check-list check-list--ticks' : 'check-list'}>
            {g.itens.map((i) => (
              <li key={i}>
                {ticks ? <label><input type="checkbox" className="doc-tick" /><span><InlineText text={i} /></span></label> : <InlineText text={i} />}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
