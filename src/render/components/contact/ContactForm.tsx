import { office } from '../../site';
import { Island } from '../../Island';
import { ContactFormIsland } from '../../../islands/contact/ContactFormIsland';

/** The contact form as an island, with the departments it can write to (office facts). */
export function ContactForm() {
  return <Island name="contact-form" component={ContactFormIsland} props={{ departments: office.departamentos }} />;
}
