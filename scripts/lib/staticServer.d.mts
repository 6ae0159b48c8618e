import type { Server } from 'node:http';

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  apiOrigin?: string;
  allowedOrigins?: string[];
  /** The shell: the folder its start wrote (docker/web/site-files.mjs): remote map, page, sitemap, pages. */
  siteDir?: string;
  /** A remote: its published versions, served under /<app>/. */
  releases?: { app: string; dir: string };
}): Promise<Server>;

/** A request target as a file below `root`, or the status (400, 404) that refuses it. */
export function fileForPath(root: string, rawUrl: string): { file: string; pathname: string } | { status: 400 | 404 };
