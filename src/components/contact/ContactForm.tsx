import { office } from '../../content/site';
import { Island } from '../../islands/Island';
import { ContactFormIsland } from './ContactFormIsland';

/** The contact form as an island, with the departments it can write to (office facts). */
export function ContactForm() {
  return <Island name="contact-form" component={ContactFormIsland} props={{ departments: office.departamentos }} />;
}
