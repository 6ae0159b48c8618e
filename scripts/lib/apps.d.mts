export interface WebApp {
  workspace: string;
  port: number;
  spa: boolean;
  publicPages: boolean;
  origin: string;
}
export const ROOT: string;
export const WEB_APPS: WebApp[];
export const API_PORT: number;
export const MAIL_SMTP_PORT: number;
export const MAIL_WEB_PORT: number;
/** The shell's origin under `localhost`, then under `127.0.0.1`. */
export const SHELL_ORIGINS: [string, string];
export function appName(app: { workspace: string }): string;
export const REMOTE_APPS: WebApp[];
