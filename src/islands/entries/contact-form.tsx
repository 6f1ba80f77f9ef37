export { ContactFormIsland as default } from '../contact/ContactFormIsland';
