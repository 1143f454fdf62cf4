import { isRegisterPath } from './registerPath';

/**
 * A signed-in page load asks for the chunks it will need at once, side by side, instead of one after the
 * other as each lazy component renders (the app router, then a register's screens): a reload of a list paints
 * its rows a round trip or two sooner. The imports are the same the lazy components make, so nothing loads
 * twice.
 */
export function warmUp(pathname: string): void {
  void import('../app/signedIn');
  if (isRegisterPath(pathname)) void import('../schema/screens');
}
