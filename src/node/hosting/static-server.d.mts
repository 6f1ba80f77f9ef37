import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export function createStaticServer(siteDir: string): Server;
export function staticSiteHandler(siteDir: string): (req: IncomingMessage, res: ServerResponse) => void;
