/**
 * Components every MDX file can use without an import (the keys of src/components/mdx.tsx, checked
 * by a test). Plain data so the content checks can list them without loading React components.
 */
export const MDX_COMPONENT_NAMES = [
  'Band', 'ButtonLink', 'ButtonRow', 'CallToAction', 'Card', 'CardGrid', 'Hero', 'Icon', 'Notice', 'Section',
] as const;
