/** The browser's preferred languages as `navigator.languages` gives them (jsdom says en-US). */
export function setBrowserLanguages(...tags: string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(tags);
}
