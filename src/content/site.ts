/** Client-side access to the office facts and the route list (from the build's content plugin). */
export { manifest, office } from 'virtual:site';
