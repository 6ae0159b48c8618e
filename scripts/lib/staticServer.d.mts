import type { Server } from 'node:http';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  apiOrigin?: string;
  allowedOrigins?: string[];
}): Promise<Server>;
