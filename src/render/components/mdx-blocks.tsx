/** Markdown elements mapped to site components, and the blocks any text can use (FAQ answers included). */
import type { MDXComponents } from 'mdx/types';
import { SmartLink } from './SmartLink';
import { ButtonLink } from './ButtonLink';
import { Icon } from './Icon';
import { Section } from './Section';
import { Hero } from './blocks/Hero';
import { Band } from './blocks/Band';
import { Card, CardGrid } from './blocks/Cards';
import { Notice } from './blocks/Notice';
import { ButtonRow } from './blocks/ButtonRow';
import { BaseLegal } from './blocks/BaseLegal';
import { CallToAction } from './service/CallToAction';
import { UI } from '../../shared/strings/ui';

export const mdxBlocks: MDXComponents = {
  a: ({ href, children }) => <SmartLink href={href}>{children}</SmartLink>,
  // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it too.
  table: (props) => <div className="table-scroll" role="region" aria-label={UI.tableRegion} tabIndex={0}><table {...props} /></div>,
  BaseLegal, ButtonLink, ButtonRow, Icon, Section, Hero, Band, Card, CardGrid, Notice, CallToAction,
};
