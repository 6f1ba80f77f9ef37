/**
 * Starts one island in its own React root; loaded with the first island a page starts, never with the
 * page. The island adopts what the visitor typed before it hydrated. If it throws, the server HTML is
 * put back with the visitor's values and focus, and the page and other islands are untouched.
 */
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AdoptedValues } from '../shared/islands';
import { replaceContent } from './page/replace-content';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldsOf = (el: Element) => [...el.querySelectorAll<FieldElement>('input[name], select[name], textarea[name]')];

/** A field's value when it differs from the HTML's (typed, pasted or autofilled). */
function changedValue(field: FieldElement): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const option = field.selectedOptions[0];
    return option && !option.defaultSelected && field.value !== '' ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

export function readTypedValues(el: Element): AdoptedValues {
  const values: AdoptedValues = {};
  for (const field of fieldsOf(el)) {
    const value = changedValue(field);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

function writeValues(el: Element, values: AdoptedValues): void {
  for (const field of fieldsOf(el)) if (field.name in values) field.value = values[field.name];
}

/** Caret back at the end of the field, so the next keys land where the visitor was. */
function refocus(el: Element, name: string): void {
  const field = fieldsOf(el).find((f) => f.name === name);
  if (!field) return;
  field.focus();
  if (!(field instanceof HTMLSelectElement)) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // type="email" and others have no selection API; the focus is enough.
    }
  }
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

class Guard extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface MountOptions {
  el: HTMLElement;
  component: ComponentType<never>;
  props: Record<string, unknown>;
  identifierPrefix: string;
  hydrate: boolean;
}

/** Resolves once the island has rendered; rejects (after restoring the server HTML) if it throws. */
export function mountIsland({ el, component, props, identifierPrefix, hydrate }: MountOptions): Promise<void> {
  const serverNodes = [...el.childNodes].map((node) => node.cloneNode(true));
  const typed: AdoptedValues = readTypedValues(el);
  const record = (event: Event) => {
    const field = event.target as FieldElement;
    if (field.name) typed[field.name] = field.value;
  };
  let focusedName = el.contains(document.activeElement) ? (document.activeElement as FieldElement).name || undefined : undefined;
  const noteFocus = (event: Event) => (focusedName = (event.target as FieldElement).name || undefined);
  el.addEventListener('input', record, true);
  el.addEventListener('change', record, true);
  el.addEventListener('focusin', noteFocus);

  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Unmount outside React's own work loop.
      setTimeout(() => {
        const hadFocus = el.contains(document.activeElement) || document.activeElement === document.body;
        root?.unmount();
        replaceContent(el, ...serverNodes);
        writeValues(el, typed);
        if (hadFocus && focusedName) refocus(el, focusedName);
        el.removeEventListener('input', record, true);
        el.removeEventListener('change', record, true);
        el.removeEventListener('focusin', noteFocus);
        reject(error);
      });
    };
    const commit = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    const Island = component as ComponentType<Record<string, unknown>>;
    const tree = (
      <Guard onError={fail}>
        <Committed onCommit={commit}>
          <Island {...props} adopted={{ ...typed }} />
        </Committed>
      </Guard>
    );
    const options = { identifierPrefix, onUncaughtError: fail };
    root = hydrate ? hydrateRoot(el, tree, options) : createRoot(el, options);
    if (!hydrate) root.render(tree);
  });
}
