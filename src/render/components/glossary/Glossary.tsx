import terms from 'virtual:glossary';
import type { GlossaryTerm } from '../../../shared/content/schema/glossary';
import { GLOSSARY_OFF_ATTR, glossaryAnchor } from '../../../shared/content/glossary';

/**
 * /glossario: every word of content/glossario.yml with its explanation, in alphabetical order, each
 * under its own anchor (the search's records link there). `list` replaces the built list (the editor's preview).
 */
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
