/** A `beforeunload` event as a closed tab or a reload sends it: whether the page asked to stay. */
export function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
