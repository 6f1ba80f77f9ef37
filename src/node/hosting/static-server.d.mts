import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export interface StaticServerOptions {
  /** More host names the server answers to (e.g. the HOST it listens on), besides loopback and the address reached. */
  hosts?: string[];
}
export function createStaticServer(siteDir: string, options?: StaticServerOptions): Server;
export function staticSiteHandler(siteDir: string, options?: StaticServerOptions): (req: IncomingMessage, res: ServerResponse) => void;
export function servedPath(rawPathname: string): string | null;
