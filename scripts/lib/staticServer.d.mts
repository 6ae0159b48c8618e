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

/** A request target as a file below `root`, or the status (400, 404) that refuses it. */
export function fileForPath(root: string, rawUrl: string): { file: string; pathname: string } | { status: 400 | 404 };
