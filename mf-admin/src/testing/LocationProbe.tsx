import { useLocation } from 'react-router-dom';

/** Shows the router's current path, so a test can see where a click led. */
export function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
