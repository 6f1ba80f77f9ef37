/** A section a page draws from one frontmatter field, which search indexes under the same heading and anchor. */
export interface FieldSection<F> {
  /** The frontmatter field the section shows. */
  field: keyof F & string;
  /** The section's id: search results and links point at #anchor. */
  anchor: string;
  title: (fm: F) => string;
}
