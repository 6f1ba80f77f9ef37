/** What the header search box (in every page's bundle) and its lazily loaded combobox share. */
import type { KeyboardEvent } from 'react';

export const INPUT_ID = 'busca';
export const LISTBOX_ID = 'busca-sugestoes';
export const optionId = (index: number) => `busca-opcao-${index}`;

/** What the combobox reports for the input's ARIA attributes. */
export interface ComboboxAria { expanded: boolean; activeId?: string; ready: boolean }

/** Filled in by the combobox once loaded: its keyboard handling for the input. */
export interface ComboboxKeys { onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void }
