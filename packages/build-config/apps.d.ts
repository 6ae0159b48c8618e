/** An app of the manifest, its port moved by FRC_PORT_OFFSET, and its local origin. */
export interface ManifestApp {
  name: string;
  workspace: string;
  port: number;
  host?: boolean;
  publicPages?: boolean;
  origin: string;
}

export interface Apps {
  offset: number;
  web: ManifestApp[];
  remotes: ManifestApp[];
  shell: ManifestApp;
  apiPort: number;
  mailSmtpPort: number;
  mailWebPort: number;
}

export function readApps(env?: NodeJS.ProcessEnv): Apps;
export function appOfWorkspace(dir: string, env?: NodeJS.ProcessEnv): ManifestApp;
export function defaultRemoteMap(env?: NodeJS.ProcessEnv): Record<string, string>;
