// The entry for browser code: the codes, constants and helpers, and the types of every request and response,
// without zod. The schemas (the package's main entry) are the API's; importing them in a page would bundle zod
// and every schema. A module exported here as values must not import zod.
export * from './backOfficeCodes';
export * from './caseRoomCodes';
export * from './taskCodes';
export * from './contentCodes';
export * from './contentLinks';
export * from './inlineText';
export * from './contentForms';
export * from './codes';
export * from './contactMethod';
export * from './clientDataPaths';
export * from './evidence';
export * from './requestFiles';
export * from './http';
export * from './idempotencyKey';
export * from './paging';
export * from './newsletterLinks';
export * from './privacyNotice';
export * from './recordIds';
export * from './remoteLoadCodes';
export * from './requestConfirmation';
export * from './signIn';
export * from './siteText';
export type * from './affiliate';
export type * from './auth';
export type * from './backOffice';
export type * from './caseRoom';
export type * from './cases';
export type * from './clientData';
export type * from './fields';
export type * from './newsletter';
export type * from './remoteLoads';
export type * from './reports';
export type * from './responses';
export type * from './services';
export type * from './tasks';
export type * from './content';
