// Module hook for db-generate.mjs: resolves `drizzle-orm` as api/ sees it.
const API_PACKAGE_JSON = new URL('../../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return nextResolve(specifier, isDrizzleOrm ? { ...context, parentURL: API_PACKAGE_JSON } : context);
}
