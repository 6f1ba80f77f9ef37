import { ButtonLink } from '../ButtonLink';
import { UI } from '../../../shared/strings/ui';

/** Closing band of every service page: talk to us, or use the official online platforms. */
export function CallToAction({ title = UI.ctaTitle, text = UI.ctaText }: { title?: string; text?: string }) {
  return (
    <section className="cta" aria-labelledby="fale-conosco">
      <h2 id="fale-conosco" className="cta__title">{title}</h2>
      <p>{text}</p>
      <div className="button-row">
        <ButtonLink to="/contato" variant="light">{UI.talkToUs}</ButtonLink>
        <ButtonLink to="/servicos-online" variant="secondary">{UI.onlineServices}</ButtonLink>
      </div>
    </section>
  );
}
