/** Puts `nodes` in place of what `el` holds, as `replaceChildren` does: Safari before 14 lacks it. */
export function replaceContent(el: Element, ...nodes: (Node | string)[]): void {
  el.textContent = '';
  el.append(...nodes);
}
