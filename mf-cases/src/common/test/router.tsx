import { useLocation, type Location } from 'react-router-dom';

/**
 * Where the router is now, for tests that check a navigation: render <LocationSpy /> inside the router and
 * read location() after acting.
 */
export function createLocationSpy() {
  const current: { location: Location | null } = { location: null };
  function LocationSpy() {
    current.location = useLocation();
    return null;
  }
  return { LocationSpy, location: () => current.location };
}
