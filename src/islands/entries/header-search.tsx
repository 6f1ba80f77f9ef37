export { HeaderCombobox as default } from '../search/HeaderCombobox';
