import lists from 'virtual:page-lists';
import { KIND_NAMES } from '../../../kinds/registry';
import { Card, CardGrid } from '../blocks/Cards';

/** The pages of one kind as cards, in title order: a page added under content/ shows here with no other edit. */
export function PageList({ tipo }: { tipo: string }) {
  if (!KIND_NAMES.includes(tipo)) throw new Error(`<PageList tipo="${tipo}">: não há páginas do tipo "${tipo}". Os tipos são: ${KIND_NAMES.join(', ')}.`);
  return (
    <CardGrid>
      {(lists[tipo] ?? []).map((page) => (
        <Card key={page.route} title={page.title} href={page.route} headingLevel={2}>
          <p>{page.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
