/**
 * Build time only: renders a React island into the page's HTML. The island's markup is rendered as its
 * own root (with its own `useId` prefix), exactly as the browser will hydrate it, and its props travel
 * as JSON in a data attribute: no inline script, so the Content-Security-Policy needs nothing.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTR, type IslandName, type IslandWhen } from '../shared/islands';

interface Props<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /**
   * "load": server-rendered and hydrated as the page loads; "interaction": server-rendered, hydrated on
   * first use; "use": mounted on first use, empty until then.
   */
  when?: IslandWhen;
  className?: string;
}

export function Island<P extends object>({ name, component: Component, props, when = 'load', className }: Props<P>) {
  const prefix = `${name}-`;
  const html = when !== 'use' ? renderToString(<Component {...props} />, { identifierPrefix: prefix }) : '';
  return (
    <div
      className={className}
      {...{
        [ISLAND_ATTR.name]: name,
        [ISLAND_ATTR.props]: JSON.stringify(props),
        [ISLAND_ATTR.prefix]: prefix,
        [ISLAND_ATTR.when]: when,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
