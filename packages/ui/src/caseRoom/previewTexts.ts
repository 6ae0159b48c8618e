/** What a document preview says when it cannot show the file. */
export const PREVIEW_FAILED = 'The preview could not be shown. Download the file to open it.';
