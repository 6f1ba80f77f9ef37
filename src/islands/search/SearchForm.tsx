import type { Ref } from 'react';
import { MAX_QUERY_LENGTH } from '../../shared/search/query-limit';

interface Props {
  /** Its hint is `<id>-dica`. Must differ from the header box's, which is on every page. */
  id: string;
  formLabel: string;
  label: string;
  hint: string;
  submit: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  defaultValue?: string;
}

/** The search form in a page's body: a plain GET form to /busca, so it works with no script. */
export function SearchForm({ id, formLabel, label, hint, submit, className, inputRef, defaultValue }: Props) {
  const hintId = `${id}-dica`;
  return (
    <form className={className ? `search-page__form ${className}` : 'search-page__form'} role="search" aria-label={formLabel} action="/busca" method="get">
      <label htmlFor={id} className="search-page__label">{label}</label>
      <p id={hintId} className="search-page__hint">{hint}</p>
      <div className="field-row">
        <input ref={inputRef} id={id} name="q" type="search" className="text-input search-page__input" autoComplete="off" maxLength={MAX_QUERY_LENGTH} aria-describedby={hintId} defaultValue={defaultValue} />
        <button type="submit" className="button button--primary">{submit}</button>
      </div>
    </form>
  );
}
