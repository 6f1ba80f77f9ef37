import type { Comparison, Hunk } from './review-diff.mjs';

export interface ReportLabels {
  oldLabel: string;
  newLabel: string;
}
export function hunkToText(hunk: Hunk, color?: boolean): string;
export function summaryLine(result: Comparison, oldLabel: string, newLabel: string): string;
export function formatText(result: Comparison, options: ReportLabels & { color?: boolean }): string;
export const escapeHtml: (text: unknown) => string;
export function formatHtml(result: Comparison, options: ReportLabels & { generatedAt?: Date }): string;
