/**
 * Which office facts are still samples: `true` marks every field, a list the fields named. Each sample
 * value shown carries its own mark, and the contact form sends nothing while the numbers are samples.
 */
export type OfficeField = string;

export function isSampleField(office: { amostra?: boolean | readonly string[] }, field: OfficeField): boolean {
  const mark = office.amostra;
  return mark === true || (Array.isArray(mark) && mark.includes(field));
}
