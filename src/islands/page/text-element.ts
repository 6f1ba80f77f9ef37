/** An element holding text or a node, never HTML: how the tools write their answers. */
export function textElement<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string | Node, className?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.append(text);
  if (className) el.className = className;
  return el;
}

export const paragraph = (text: string | Node, className?: string) => textElement('p', text, className);
