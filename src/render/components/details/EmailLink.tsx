/** A mailto link whose address may wrap after the "@" on narrow screens (not mid-word). */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</> : email}
    </a>
  );
}
