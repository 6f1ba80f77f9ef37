import { TASKS_UI, TOP_TASKS } from '../../../shared/strings/wayfinding';

/**
 * The tasks citizens come for most, as big links before any institutional text. `showAll` adds a link to
 * every service (left out where a button already goes there).
 */
export function TopTasks({ headingId, title = TASKS_UI.title, level = 2, showAll = true }: { headingId: string; title?: string; level?: 2 | 3; showAll?: boolean }) {
  const Heading = `h${level}` as const;
  return (
    <nav className="top-tasks" aria-labelledby={headingId}>
      <Heading id={headingId} className="top-tasks__title">{title}</Heading>
      <ul className="top-tasks__list" role="list">
        {TOP_TASKS.map((t) => (
          <li key={t.path}>
            <a href={t.path} className="top-tasks__link">
              <span className="top-tasks__name">{t.name}</span>
              <span className="top-tasks__hint">{t.hint}</span>
            </a>
          </li>
        ))}
      </ul>
      {showAll && <p className="top-tasks__all"><a href="/servicos">{TASKS_UI.allServices}</a></p>}
    </nav>
  );
}
