import { formatDate } from '../../shared/text/format';
import { DATES_UI } from '../../shared/strings/dates';

/** "Atualizado em 20 de novembro de 2026" at the end of a content page. */
export function UpdatedOn({ date }: { date: string }) {
  return (
    <div className="container updated-on">
      <p className="updated-on__text" data-updated-on>
        {DATES_UI.updatedOn} <time dateTime={date}>{formatDate(date)}</time>
      </p>
    </div>
  );
}
