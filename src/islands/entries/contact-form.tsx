export { ContactFormIsland as default } from '../../components/contact/ContactFormIsland';
