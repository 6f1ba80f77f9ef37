/**
 * Each file's last parse, kept across loads while what it was parsed from stays the same: a reload (the
 * live preview and the editor after a save, a test loading the content again) parses only the files
 * that changed. A parse is shared between loads as one load's readers already share it: nothing
 * writes to it.
 */
export function lastParses<T>(): (file: string, from: string, parse: () => T) => T {
  const last = new Map<string, { from: string; value: T }>();
  return (file, from, parse) => {
    const kept = last.get(file);
    if (kept?.from === from) return kept.value;
    const value = parse();
    last.set(file, { from, value });
    return value;
  };
}
