import documents from 'virtual:documents';
import { InlineText } from '../InlineText';

/**
 * A service page's documents where an FAQ answer needs them, so one edit changes both. Group names as bold
 * lines: a heading would break the questions' outline.
 */
export function ServiceDocuments({ servico }: { servico: string }) {
  const groups = documents[servico];
  if (!groups) throw new Error(`<ServiceDocuments servico="${servico}">: a página de serviço "${servico}" não existe ou não tem "documentos".`);
  return (
    <div className="service-documents" data-service-documents={servico}>
      {groups.map((g) => (
        <div key={g.grupo}>
          <p><strong>{g.grupo}</strong></p>
          <ul>
            {g.itens.map((item) => <li key={item}><InlineText text={item} /></li>)}
          </ul>
        </div>
      ))}
    </div>
  );
}
