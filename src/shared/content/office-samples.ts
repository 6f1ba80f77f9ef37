/**
 * Which office facts are still samples (content/office.yml `amostra`): `true` marks every field, a list
 * marks the fields named. Read wherever a sample value is shown, so each one carries its own mark, and by
 * the contact form, which sends nothing while the departments' numbers are samples.
 */
export type OfficeField = string;

export function isSampleField(office: { amostra?: boolean | readonly string[] }, field: OfficeField): boolean {
  const mark = office.amostra;
  return mark === true || (Array.isArray(mark) && mark.includes(field));
}
