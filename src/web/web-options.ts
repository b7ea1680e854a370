import type { LoginThrottle } from '../auth/request-limits.js';
import type { ModuleOptions } from '../shared/module-options.js';

/** What the web page's modules receive: the API's, and the throttle that its sign-in shares with the API's authentication. */
export interface WebOptions extends ModuleOptions {
  throttle: LoginThrottle;
}
