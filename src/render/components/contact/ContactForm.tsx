import { office } from '../../site';
import { isSampleField } from '../../../shared/content/office-samples';
import { Island } from '../../Island';
import { ContactFormIsland } from '../../../islands/contact/ContactFormIsland';

/** The contact form island; while the numbers are samples it runs in demonstration mode and sends nothing. */
export function ContactForm() {
  const demo = isSampleField(office, 'departamentos');
  // Hydrated on first use: a visitor who only reads the phone numbers never downloads React.
  return <Island name="contact-form" component={ContactFormIsland} props={{ departments: office.departamentos, demo }} when="interaction" />;
}
