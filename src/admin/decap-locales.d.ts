/** Decap's interface texts for one language (decap-cms-locales ships no types). */
declare module 'decap-cms-locales/dist/esm/*/index.js' {
  const phrases: Record<string, unknown>;
  export default phrases;
}
