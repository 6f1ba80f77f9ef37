import { UI } from '../../../shared/strings/ui';

export type SampleKind = keyof typeof UI.sampleMark;

/**
 * "(número de exemplo)" beside a value that is still sample data: one short mark, as the page-wide notice
 * says the rest. Renders nothing once the value is confirmed.
 */
export function SampleMark({ kind, when }: { kind: SampleKind; when: boolean }) {
  if (!when) return null;
  return <>{' '}<small className="sample-mark" data-sample-mark="">{`(${UI.sampleMark[kind]})`}</small></>;
}
