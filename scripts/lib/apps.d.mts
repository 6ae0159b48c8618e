export const ROOT: string;
export const WEB_APPS: { workspace: string; port: number; spa?: boolean; publicPages?: boolean }[];
export const API_PORT: number;
export const MAIL_SMTP_PORT: number;
export const MAIL_WEB_PORT: number;
export const SHELL_ORIGINS: string[];
export function appName(app: { workspace: string }): string;
export const REMOTE_APPS: { workspace: string; port: number; spa?: boolean; publicPages?: boolean }[];
