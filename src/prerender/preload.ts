/**
 * Tags for a page's own chunk and its imports: modulepreload, so it loads in parallel with the app,
 * and the stylesheets of its components, so the page is styled before (and without) JavaScript.
 */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export function preloadTags(manifest: ViteManifest, sourceFile: string): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(sourceFile);
  return [
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ].join('\n    ');
}
