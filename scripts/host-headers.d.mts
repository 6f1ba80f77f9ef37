export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}
export function parseHeadersFile(text: string): HeaderRule[];
export function readHeadersFile(file: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
