import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../shared/content/site-content';

/** Where the prerendered HTML of a route lives in the site folder (/a/b → a/b/index.html; /404 → 404.html). */
export function outputFile(dist: string, route: string): string {
  if (route === NOT_FOUND_ROUTE) return path.join(dist, '404.html');
  return path.join(dist, route === '/' ? '' : route.slice(1), 'index.html');
}
