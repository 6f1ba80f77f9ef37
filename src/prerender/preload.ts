/**
 * Tags for a page's own chunk and its imports: modulepreload, so it loads in parallel with the app,
 * and the stylesheets of its components, so the page is styled before (and without) JavaScript.
 */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export function preloadTags(manifest: ViteManifest, sourceFile: string, alreadyInPage: ReadonlySet<string> = new Set()): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    // A stylesheet the page already links must not be linked again later: it would re-apply after
    // the page's own styles and override them.
    chunk.css?.forEach((css) => !alreadyInPage.has(`/${css}`) && styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(sourceFile);
  return [
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...[...files].filter((f) => !alreadyInPage.has(`/${f}`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ].join('\n    ');
}
