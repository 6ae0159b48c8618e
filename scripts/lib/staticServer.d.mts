import type { Server } from 'node:http';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  apiOrigin?: string;
  allowedOrigins?: string[];
  /** The shell's sitemap: the site's origin, and each public remote's public-pages.xml. */
  sitemap?: { origin: string; sources: Record<string, string> };
}): Promise<Server>;
