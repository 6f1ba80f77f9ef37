/**
 * Build time only: renders an island as its own root, exactly as the browser will hydrate it. Its props
 * travel as JSON in a data attribute: no inline script, so the CSP needs nothing.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTR, type IslandName, type IslandWhen } from '../shared/islands';

interface Props<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** "load": hydrated as the page loads; "interaction": hydrated on first use; "use": mounted on first use. */
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
