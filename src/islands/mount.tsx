/**
 * Browser: starts one island in its own React root. Loaded with the first island a page starts (it
 * carries React DOM), never with the page itself.
 * - A server-rendered island is hydrated; one mounted on use (empty in the HTML) is rendered afresh.
 * - The island adopts what the visitor typed into its fields before it hydrated (`adopted` prop).
 * - If it throws, its root is dropped and the server HTML put back, with the visitor's values: the page
 *   and the other islands are untouched.
 */
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AdoptedValues } from './registry';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldsOf = (el: Element) => [...el.querySelectorAll<FieldElement>('input[name], select[name], textarea[name]')];

/** A field's value when it differs from the one in the HTML (typed, pasted or autofilled). */
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

/** Tells the page when the island has committed (tests and the loader wait for it). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Catches render errors below it and hands them to the loader (which restores the server HTML). */
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
  // What the visitor types from now on, kept in case the island fails and its HTML has to be put back.
  const typed: AdoptedValues = readTypedValues(el);
  const record = (event: Event) => {
    const field = event.target as FieldElement;
    if (field.name) typed[field.name] = field.value;
  };
  el.addEventListener('input', record, true);
  el.addEventListener('change', record, true);

  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Unmount outside React's own work loop, then show the server HTML again with what was typed.
      setTimeout(() => {
        root?.unmount();
        el.replaceChildren(...serverNodes);
        writeValues(el, typed);
        el.removeEventListener('input', record, true);
        el.removeEventListener('change', record, true);
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
