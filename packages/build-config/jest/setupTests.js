require('@testing-library/jest-dom');

// jsdom has no layout: give tests a scrollTo and matchMedia that do nothing.
window.scrollTo = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
