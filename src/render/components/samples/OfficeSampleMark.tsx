import { useOffice } from '../../office';
import { isSampleField } from '../../../shared/content/office-samples';
import { SampleMark, type SampleKind } from './SampleMark';

/** SampleMark for an office fact: shown while `field` is in content/office.yml's `amostra` list. */
export function OfficeSampleMark({ kind, field }: { kind: SampleKind; field: string }) {
  const office = useOffice();
  return <SampleMark kind={kind} when={isSampleField(office, field)} />;
}
