require('@testing-library/jest-dom');

// jsdom has no layout: give tests a scrollTo and matchMedia that do nothing. (Tests of server rendering run
// in Node's environment, with no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
if (typeof window !== 'undefined' && !window.matchMedia) {
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

// Form tests type whole answers key by key; on a busy 2-core machine the default 5 s is too tight.
// (Set here, not as `testTimeout` in the preset: the root run's `projects` ignore that option.)
jest.setTimeout(20_000);
