import { UI } from '../strings/ui';

/** Portuguese error page with a way home (replaces any library default). */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="container page error-page" role="alert">
      <h1 tabIndex={-1}>{UI.errorTitle}</h1>
      <p>{UI.errorText}</p>
      <div className="button-row">
        {/* Plain anchors: after an error a full page load is the safest way on. */}
        <a className="button button--primary" href="/">{UI.backHome}</a>
        <a className="button button--secondary" href="">{UI.reload}</a>
      </div>
      <details>
        <summary>{UI.errorDetails}</summary>
        <pre>{detail}</pre>
      </details>
    </div>
  );
}
