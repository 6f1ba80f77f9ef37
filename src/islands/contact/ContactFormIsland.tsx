import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { AdoptedValues } from '../../shared/islands';
import { EMPTY_VALUES, MENSAGEM_MAX, validateContact, type ContactErrors, type ContactValues } from '../../shared/contact/rules';
import { departmentLabel, findDepartment, whatsappMessage, whatsappUrl, type Department } from '../../shared/contact/whatsapp';
import { CONTACT, CONTACT_ERRORS, CONTACT_FIELDS, type ContactField } from '../../shared/strings/contact';
import { formatNumber } from '../../shared/text/format';
import { SAMPLE_CLAIM_MARK } from '../../shared/content/sample-claims';
import { ErrorSummary } from './ErrorSummary';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; department: string }
  | { kind: 'blocked'; url: string }
  | { kind: 'demo'; department: string; message: string };

const IDLE: Status = { kind: 'idle' };

const fieldId = (name: ContactField) => `contato-${name}`;
const errorId = (name: ContactField) => `contato-${name}-erro`;
const hintId = (name: ContactField) => `contato-${name}-dica`;
const countId = 'contato-mensagem-limite';

/** GOV.UK character count: read out after typing pauses this long. */
const COUNT_ANNOUNCE_DELAY = 1000;

function countText(message: string): string {
  const left = MENSAGEM_MAX - message.length;
  return left >= 0 ? CONTACT.count.left(left, formatNumber(left)) : CONTACT.count.over(-left, formatNumber(-left));
}

/** "Erro: " before the page title while errors show (GOV.UK). */
function useErrorTitle(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const prefix = CONTACT.titlePrefix;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [active]);
}

/** Values typed before the island hydrated, for the form's own fields only. */
function adoptedValues(adopted: AdoptedValues): ContactValues {
  const values = { ...EMPTY_VALUES };
  for (const name of CONTACT_FIELDS) if (typeof adopted[name] === 'string') values[name] = adopted[name];
  return values;
}

export interface ContactFormProps {
  departments: Department[];
  demo?: boolean;
  adopted?: AdoptedValues;
}

/** Island: the contact form. A valid submit opens the department's WhatsApp chat; nothing goes to a server. */
export function ContactFormIsland({ departments, demo = false, adopted = {} }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(() => adoptedValues(adopted));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>(IDLE);
  const [summaryFocus, setSummaryFocus] = useState(0);
  // The live count shows once the island runs (the server HTML has the limit's hint).
  const [hydrated, setHydrated] = useState(false);
  const [announcedCount, setAnnouncedCount] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);

  const summary = CONTACT_FIELDS.flatMap((name) => (errors[name] ? [{ fieldId: fieldId(name), message: errors[name] }] : []));
  useErrorTitle(summary.length > 0);

  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(announceTimer.current);
  }, []);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const name = event.target.name as ContactField;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (name === 'mensagem') {
      clearTimeout(announceTimer.current);
      announceTimer.current = setTimeout(() => setAnnouncedCount(countText(next.mensagem)), COUNT_ANNOUNCE_DELAY);
    }
    if (submitted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
    // A message about the last submit no longer describes what is in the form.
    if (status.kind !== 'idle' && status.kind !== 'sending') setStatus(IDLE);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setSubmitted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus(IDLE);
      setSummaryFocus((n) => n + 1);
      return;
    }
    setErrors({});
    // Show "Enviando..." now: window.open must run in this same event, or pop-up blockers stop it.
    flushSync(() => setStatus({ kind: 'sending' }));

    const department = findDepartment(departments, result.data.servico);
    if (!department) {
      window.alert(CONTACT_ERRORS.invalidService);
      setStatus(IDLE);
      return;
    }
    if (demo) {
      // Sample numbers belong to nobody we know: show what would be sent, keep every value typed.
      const name = departmentLabel(department.nome);
      setStatus({ kind: 'demo', department: name, message: whatsappMessage(result.data, name) });
      return;
    }
    const url = whatsappUrl(department, result.data);
    // No 'noopener' feature: it makes window.open return null. Cut the link back to this page instead.
    const win = window.open(url, '_blank');
    if (win) {
      try {
        win.opener = null;
      } catch {
        // A window that already navigated elsewhere may refuse the assignment; it has no access anyway.
      }
      setValues(EMPTY_VALUES);
      setSubmitted(false);
      setStatus({ kind: 'sent', department: departmentLabel(department.nome) });
    } else {
      setStatus({ kind: 'blocked', url });
    }
  };

  const serviceHelp = departments.some((d) => d.atende) && (
    <div id={hintId('servico')} className="field__hint department-help">
      <p>{CONTACT.serviceHelp}</p>
      <ul>
        {departments.filter((d) => d.atende).map((d) => (
          <li key={d.nome}>
            <strong>{departmentLabel(d.nome)}</strong>: {d.atende}
            {demo && <>{' '}<small className="sample-mark" data-sample-mark="">{SAMPLE_CLAIM_MARK}</small></>}
          </li>
        ))}
      </ul>
    </div>
  );
  const hasHint = (name: ContactField) => Boolean(CONTACT.hints[name] || (name === 'servico' && serviceHelp));

  const control = (name: ContactField) => {
    const error = errors[name];
    const describedBy = [hasHint(name) ? hintId(name) : '', name === 'mensagem' ? countId : '', error ? errorId(name) : ''].filter(Boolean).join(' ');
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      className: 'field__control',
    } as const;
  };

  const field = (name: ContactField, input: ReactNode, after?: ReactNode) => (
    <div className={`field${errors[name] ? ' field--error' : ''}`}>
      <label htmlFor={fieldId(name)} className="field__label">{CONTACT.labels[name]}</label>
      {CONTACT.hints[name] && <p id={hintId(name)} className="field__hint">{CONTACT.hints[name]}</p>}
      {name === 'servico' && serviceHelp}
      {input}
      {after}
      {errors[name] && (
        <p id={errorId(name)} className="field__error">
          <span className="sr-only">{CONTACT.errorPrefix} </span>
          {errors[name]}
        </p>
      )}
    </div>
  );

  const sending = status.kind === 'sending';

  return (
    <section className="contact-form" aria-labelledby={CONTACT.formId}>
      <h2 id={CONTACT.formId}>{CONTACT.formTitle}</h2>
      <p>{CONTACT.formIntro}</p>
      <p className="contact-form__note">{CONTACT.privacy} {CONTACT.allRequired}</p>
      {demo && <p className="form-message form-message--warning" data-contact-demo="">{CONTACT.demoNote}</p>}
      <p className="contact-form__noscript" data-island-fallback="">{CONTACT.noscript}</p>

      {summary.length > 0 && <ErrorSummary ref={summaryRef} errors={summary} />}

      {/* method="dialog": without the island (no script, or it failed) a submit goes nowhere, so nothing typed
          is lost or put in an address; the note above says where else to write. */}
      <form noValidate method="dialog" onSubmit={onSubmit}>
        {field('nome', <input type="text" autoComplete="name" {...control('nome')} />)}
        {field('email', <input type="email" autoComplete="email" spellCheck={false} {...control('email')} />)}
        {field('telefone', <input type="tel" autoComplete="tel" {...control('telefone')} />)}
        {field(
          'servico',
          <select {...control('servico')}>
            <option value="">{CONTACT.selectPlaceholder}</option>
            {departments.map((d) => (
              <option key={d.nome} value={d.nome}>{departmentLabel(d.nome)}</option>
            ))}
          </select>,
        )}
        {field(
          'mensagem',
          <textarea rows={6} maxLength={MENSAGEM_MAX} {...control('mensagem')} />,
          // Hidden from screen readers, which hear the count from the live region.
          <>
            <p id={countId} className="field__hint field__count-hint">{CONTACT.count.hint(formatNumber(MENSAGEM_MAX))}</p>
            {/* Its line is in the server HTML too, blank: starting the island moves nothing (a click then in progress lands on the button). */}
            <p className={`field__count${hydrated && values.mensagem.length > MENSAGEM_MAX ? ' field__count--over' : ''}`} aria-hidden="true" data-count="">
              {hydrated ? countText(values.mensagem) : '\u00a0'}
            </p>
            <p className="sr-only" aria-live="polite" data-count-announce="">{announcedCount}</p>
          </>,
        )}

        {/* Never disabled waiting for the island: a submit before it runs is held and replayed (islands.ts). */}
        <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
          {sending ? CONTACT.sending : CONTACT.submit}
        </button>

        <div role="status" className="contact-form__status">
          {status.kind === 'sent' && <p className="form-message form-message--success">{CONTACT.sent(status.department)}</p>}
          {status.kind === 'demo' && (
            <div className="form-message form-message--warning" data-contact-demo-result="">
              <p><strong>{CONTACT.demoTitle}</strong> {CONTACT.demoText(status.department)}</p>
              <pre className="contact-form__preview">{status.message}</pre>
            </div>
          )}
          {status.kind === 'blocked' && (
            <div className="form-message form-message--warning">
              <p>{CONTACT.blocked}</p>
              <p>
                <a href={status.url} target="_blank" rel="noopener noreferrer" className="button button--primary">
                  {CONTACT.openChat}
                  <span className="sr-only"> {CONTACT.opensInNewTab}</span>
                </a>
              </p>
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
