/**
 * Each file's last parse, kept across loads while its source stays the same, so a reload parses only the
 * files that changed. Shared safely because nothing writes to a parse.
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
