/** A section a page draws from one frontmatter field, which search indexes under the same heading and anchor. */
export interface FieldSection<F> {
  field: keyof F & string;
  /** Search results and links point at #anchor. */
  anchor: string;
  title: (fm: F) => string;
}
