/**
 * "Pronto para publicar?" in /admin/: every file still marked `amostra`, with its form's address and the
 * labels of its fields still to confirm (/admin/amostras.json).
 */
import { findSamples } from '../content/samples.ts';
import type { ContentFiles } from '../content/files.ts';
import type { CmsConfig } from './config.ts';
import { labelOf } from '../../shared/content/field-labels.ts';

export interface SampleLink {
  file: string;
  title: string;
  /** "#/collections/dados/entries/cartorio" */
  href: string;
  /** Empty when the whole item is invented (a news item). */
  fields: string[];
}

interface Field { name: string; label: string }
interface Collection { name: string; label: string; folder?: string; files?: { name: string; label: string; file: string; fields?: Field[] }[] }

/** A fact's field is labelled with its own name. */
export function formOf(config: CmsConfig, file: string): { title: string; href: string; fields?: Field[] } | undefined {
  for (const collection of config.collections as Collection[]) {
    const entry = collection.files?.find((f) => f.file === file);
    if (entry) return { title: entry.label, href: `#/collections/${collection.name}/entries/${entry.name}`, fields: entry.fields };
    if (collection.folder && file.startsWith(`${collection.folder}/`) && !file.slice(collection.folder.length + 1).includes('/')) {
      const slug = file.slice(collection.folder.length + 1).replace(/\.[^.]+$/, '');
      return { title: `${collection.label}: ${slug}`, href: `#/collections/${collection.name}/entries/${slug}` };
    }
  }
  return undefined;
}

export function sampleLinks(files: ContentFiles, config: CmsConfig): SampleLink[] {
  return findSamples(files).flatMap((sample) => {
    const form = formOf(config, sample.file);
    if (!form) return [];
    const label = (name: string) => form.fields?.find((f) => f.name === name)?.label ?? labelOf(name);
    return [{ file: sample.file, title: form.title, href: form.href, fields: sample.fields.map(label) }];
  });
}
