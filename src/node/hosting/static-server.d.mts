import type { Server } from 'node:http';
export function createStaticServer(siteDir: string): Server;
