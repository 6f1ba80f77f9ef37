import terms from 'virtual:glossary';
import type { GlossaryTerm } from '../../../shared/content/schema/glossary';
import { GLOSSARY_OFF_ATTR, glossaryAnchor } from '../../../shared/content/glossary';

/** /glossario: every word with its explanation, each under its own anchor. `list`: the editor's preview gives its own. */
export function Glossary({ list = terms }: { list?: GlossaryTerm[] }) {
  return (
    <dl className="glossario" {...{ [GLOSSARY_OFF_ATTR]: '' }}>
      {list.map((t) => (
        <div key={t.termo} id={glossaryAnchor(t)} className="glossario__item">
          <dt>{t.termo}</dt>
          <dd>{t.explicacao}</dd>
        </div>
      ))}
    </dl>
  );
}
