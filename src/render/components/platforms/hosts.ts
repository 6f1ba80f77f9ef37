/** "https://www.registrocivil.org.br/x" → "registrocivil.org.br": the site name a visitor recognises. */
export function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
