export interface HeaderRule {
  pattern: string;
  /** null: "! Name", the path drops a header an earlier rule set. */
  headers: Record<string, string | null>;
}
export function parseHeadersFile(text: string): HeaderRule[];
export function readHeadersFile(file: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export const MEDIA_PATH: string;
