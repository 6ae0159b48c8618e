declare module '*.module.scss' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.scss';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

/** Each app's port in the apps manifest (apps.json), set by the build. */
declare const __APP_PORTS__: Readonly<Record<'shell' | 'marketing' | 'intake' | 'portal' | 'admin', number>>;
